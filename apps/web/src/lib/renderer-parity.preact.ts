import { options } from 'preact';
import type { VNode } from 'preact';

/**
 * Where Preact's compat layer differs from React DOM in what a user or a test can observe (decision 1012).
 * A controlled <textarea>: React keeps its text (defaultValue, the element's text content) equal to its value,
 * so its text is what the page shows; Preact sets only the value. Giving it the same defaultValue does the same.
 */
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'textarea') {
    const props = vnode.props as { value?: unknown; defaultValue?: unknown };
    if (props.value != null && !('defaultValue' in props)) props.defaultValue = props.value;
  }
  previous?.(vnode);
};
