// Text a person reads never sits in the code as a literal (decision 360): it is a Lingui message
// (`<Trans>`, `t`, `msg`) with a translation in every catalog. This rule finds the literals that would
// reach the screen untranslated: JSX text, the attributes people read or hear (aria-label, title,
// placeholder, alt, …), and window.confirm/alert/prompt and document.title. A passage deliberately in
// one language (the spec's Vietnamese texts) sits inside an element with a `lang` attribute.

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
]);
const DIALOGS = new Set(['confirm', 'alert', 'prompt']);
/** Names that read the same in every language, and single letters (a logo's initial). */
const SAME_IN_EVERY_LANGUAGE =
  /^\s*(?:\p{L}|DotTrip|GitHub|LinkedIn|Facebook|Zalo|Twitter|VND|PDF|CV|EN|VI|English|Tiếng Việt|©)\s*$/u;
const ADDRESS = /^\s*\S+@\S+\.\S+\s*$/; // an example e-mail address
const HAS_LETTER = {
  test: (text) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text) && !ADDRESS.test(text),
};

const literalText = (node) => {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression')
    return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
};

/** Inside an element that states its own language, or inside a Lingui component. */
function exempt(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type !== 'JSXElement') continue;
    const opening = parent.openingElement;
    const name = opening.name.type === 'JSXIdentifier' ? opening.name.name : '';
    if (['Trans', 'Plural', 'Select', 'SelectOrdinal'].includes(name)) return true;
    if (opening.attributes.some((a) => a.type === 'JSXAttribute' && a.name.name === 'lang')) return true;
  }
  return false;
}

const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text shown to people goes through the message catalogs.' },
    schema: [],
    messages: {
      text: 'Text shown to people must be a Lingui message (<Trans>, t`…`, msg`…`): "{{text}}".',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value) && !exempt(node)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !READ_ATTRIBUTES.has(node.name.name)) return;
        const text = literalText(node.value);
        if (text && HAS_LETTER.test(text) && !exempt(node.parent)) report(node, text);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.object.name === 'window'
              ? callee.property.name
              : '';
        if (!DIALOGS.has(name)) return;
        const text = literalText(node.arguments[0]);
        if (text && HAS_LETTER.test(text)) report(node, text);
      },
      AssignmentExpression(node) {
        const left = node.left;
        if (
          left.type !== 'MemberExpression' ||
          left.object.name !== 'document' ||
          left.property.name !== 'title'
        )
          return;
        const text = literalText(node.right);
        if (text && HAS_LETTER.test(text)) report(node, text);
      },
    };
  },
};

export const uiText = { rules: { 'no-literal-ui-text': noLiteralUiText } };
