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
  // Our components' props that end up on screen (decision 361).
  'heading',
  'description',
  'hint',
  'legend',
  'caption',
  'subtitle',
  'message',
]);
/** Component props named for text people read: confirmLabel, emptyText, submitTitle, errorMessage, … */
const READ_PROP = /[a-z](?:Label|Text|Title|Heading|Description|Message|Hint|Placeholder|Caption|Legend)$/;
const readAttribute = (name) => READ_ATTRIBUTES.has(name) || READ_PROP.test(name);
const DIALOGS = new Set(['confirm', 'alert', 'prompt']);
/** Names that read the same in every language, and single letters (a logo's initial). */
const SAME_IN_EVERY_LANGUAGE =
  /^\s*(?:\p{L}|DotTrip|GitHub|LinkedIn|Facebook|Zalo|Twitter|VND|PDF|CV|EN|VI|English|Tiếng Việt|©)\s*$/u;
const ADDRESS = /^\s*\S+@\S+\.\S+\s*$/; // an example e-mail address
const HAS_LETTER = {
  test: (text) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text) && !ADDRESS.test(text),
};

/** The literal texts an expression can evaluate to: both branches of `a ? 'x' : 'y'`, the text of `a && 'x'`. */
const literalTexts = (node) => {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return [node.quasis.map((q) => q.value.cooked ?? '').join(' ')];
  if (node.type === 'JSXExpressionContainer') return literalTexts(node.expression);
  if (node.type === 'ConditionalExpression')
    return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === 'LogicalExpression')
    return node.operator === '&&'
      ? literalTexts(node.right)
      : [...literalTexts(node.left), ...literalTexts(node.right)];
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    return literalTexts(node.expression);
  return [];
};
/** The first of them that a person would read, if any. */
const readText = (node) => literalTexts(node).find((text) => HAS_LETTER.test(text)) ?? null;

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
      // A child expression: {'Saved'}, {ok ? 'Saved' : 'Failed'}, {busy && 'Saving…'}.
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = readText(node.expression);
        if (text && !exempt(node)) report(node, text);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !readAttribute(node.name.name)) return;
        const text = readText(node.value);
        if (text && !exempt(node.parent)) report(node, text);
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
        const text = readText(node.arguments[0]);
        if (text) report(node, text);
      },
      AssignmentExpression(node) {
        const left = node.left;
        if (
          left.type !== 'MemberExpression' ||
          left.object.name !== 'document' ||
          left.property.name !== 'title'
        )
          return;
        const text = readText(node.right);
        if (text) report(node, text);
      },
    };
  },
};

/**
 * The server's mails (apps/api/src/mail): the subject, paragraphs and button label given to `layout(…)`, and any
 * `subject:` of a mail, are catalog messages (`tr('…')`), so the recipient reads them in their language and the
 * check finds a missing translation (decision 361).
 */
const noLiteralMailText = {
  meta: {
    type: 'problem',
    docs: { description: 'Mail text goes through the message catalogs.' },
    schema: [],
    messages: {
      text: 'Mail text must be a catalog message (tr(…), i18nText(…)): "{{text}}".',
    },
  },
  create(context) {
    const check = (node) => {
      if (!node) return;
      if (node.type === 'ArrayExpression') return node.elements.forEach(check);
      const text = readText(node);
      if (text) context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    };
    const property = (object, name) =>
      object?.type === 'ObjectExpression'
        ? object.properties.find(
            (p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === name,
          )?.value
        : undefined;
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'layout') return;
        const [, , subject, paragraphs, action] = node.arguments;
        check(subject);
        check(paragraphs);
        check(property(action, 'label'));
      },
      Property(node) {
        if (!node.computed && (node.key.name ?? node.key.value) === 'subject') check(node.value);
      },
    };
  },
};

export const uiText = {
  rules: { 'no-literal-ui-text': noLiteralUiText, 'no-literal-mail-text': noLiteralMailText },
};
