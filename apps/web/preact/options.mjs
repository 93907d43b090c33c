// Preact hooks that give the browser build React DOM's behaviour where the app relies on it
// (decision 0059). Imported once by ./react.mjs, the module the browser build gets for `react`.
import { options } from 'preact';

/**
 * Attributes that carry an element id (`useId`). Hydration keeps the server's attributes (React's
 * ids) while Preact's own ids go to everything rendered later, such as a tab's panel or an
 * input's error: an `aria-controls` written by the server would name a panel that never appears.
 * After an element's first diff, these attributes follow what Preact rendered.
 */
const ID_ATTRIBUTES = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-controls', 'aria-controls'],
  ['aria-owns', 'aria-owns'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-errormessage', 'aria-errormessage'],
  ['list', 'list'],
  ['name', 'name'],
];

/** Script types a browser runs. */
const RUNNABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const previousVnode = options.vnode;
options.vnode = (vnode) => {
  // React DOM never runs a `<script>` it renders in the browser (the server's scripts have already
  // run); a script element Preact creates would run, again and outside the CSP nonce.
  if (vnode.type === 'script' && RUNNABLE.has(String(vnode.props.type ?? '').toLowerCase())) {
    vnode.props = { ...vnode.props, type: 'text/x-rendered-script' };
  }
  if (previousVnode) previousVnode(vnode);
};

/**
 * Elements already brought in line. Only an element's first diff can find the server's attributes
 * (after it Preact writes every change itself), so later renders skip the attribute reads.
 */
const aligned = new WeakSet();

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  // `__e` is the vnode's DOM node (Preact's stable mangled name, as its devtools read it).
  const element = vnode.__e;
  if (typeof vnode.type === 'string' && element && element.nodeType === 1 && !aligned.has(element)) {
    aligned.add(element);
    for (const [prop, attribute] of ID_ATTRIBUTES) {
      const value = vnode.props[prop];
      if ((typeof value === 'string' || typeof value === 'number') && element.getAttribute(attribute) !== String(value)) {
        element.setAttribute(attribute, String(value));
      }
    }
  }
  if (previousDiffed) previousDiffed(vnode);
};
