import { compile } from 'css-select';
import { parse, SelectorType, type Selector } from 'css-what';
import { type AnyNode, type Document, Element, isTag } from 'domhandler';

/** Longest selector read; longer ones are refused before any work. */
export const MAX_SELECTOR_LENGTH = 1_000;
/** Combinators in one selector of a list ("main section .price" has two). */
export const MAX_COMBINATORS = 8;
/** Selectors in one comma-separated list. */
export const MAX_SELECTOR_LIST = 20;

export class SelectorError extends Error {
  override name = 'SelectorError';
}

type Combinator = 'descendant' | 'child' | 'adjacent' | 'sibling';
type Test = (element: Element) => boolean;

/** One selector of a list, left to right: the first compound, then a combinator and a compound per step. */
interface ComplexSelector {
  first: Test;
  steps: { combinator: Combinator; test: Test }[];
}

const COMBINATORS: Partial<Record<SelectorType, Combinator>> = {
  [SelectorType.Descendant]: 'descendant',
  [SelectorType.Child]: 'child',
  [SelectorType.Adjacent]: 'adjacent',
  [SelectorType.Sibling]: 'sibling',
};

function isTraversal(token: Selector): boolean {
  return (
    token.type === SelectorType.Descendant ||
    token.type === SelectorType.Child ||
    token.type === SelectorType.Adjacent ||
    token.type === SelectorType.Sibling ||
    token.type === SelectorType.Parent ||
    token.type === SelectorType.ColumnCombinator
  );
}

/** :has(), :not(), :is() and the like may hold simple selectors only: a combinator there is a search per element. */
function refuseNestedCombinators(tokens: Selector[], quoted: string): void {
  for (const token of tokens) {
    if (token.type !== SelectorType.Pseudo || !Array.isArray(token.data)) continue;
    for (const inner of token.data) {
      if (inner.some(isTraversal)) {
        throw new SelectorError(
          `The CSS selector "${quoted}" uses a combinator inside :${token.name}(), which the monitor does not support`,
        );
      }
      refuseNestedCombinators(inner, quoted);
    }
  }
}

function compileCompound(tokens: Selector[], quoted: string): Test {
  try {
    return compile<AnyNode, Element>([tokens]) as Test;
  } catch (error) {
    throw new SelectorError(`The CSS selector "${quoted}" is not valid: ${(error as Error).message}`);
  }
}

/**
 * Reads a selector list and refuses what would be slow before any page is
 * touched: very long lists, too many combinators, combinators nested in
 * pseudo-classes, and the non-standard `<` and `||` combinators.
 */
export function compileSelector(selector: string): ComplexSelector[] {
  const quoted = selector.length > 80 ? `${selector.slice(0, 79)}…` : selector;
  if (selector.length > MAX_SELECTOR_LENGTH) {
    throw new SelectorError(`The CSS selector is longer than ${MAX_SELECTOR_LENGTH} characters`);
  }
  let list: Selector[][];
  try {
    list = parse(selector);
  } catch (error) {
    throw new SelectorError(`The CSS selector "${quoted}" is not valid: ${(error as Error).message}`);
  }
  if (list.length > MAX_SELECTOR_LIST) {
    throw new SelectorError(`The CSS selector "${quoted}" lists more than ${MAX_SELECTOR_LIST} selectors`);
  }
  return list.map((tokens) => {
    refuseNestedCombinators(tokens, quoted);
    const compounds: Selector[][] = [[]];
    const combinators: Combinator[] = [];
    for (const token of tokens) {
      if (!isTraversal(token)) {
        compounds.at(-1)!.push(token);
        continue;
      }
      const combinator = COMBINATORS[token.type];
      if (!combinator) {
        throw new SelectorError(`The CSS selector "${quoted}" uses a combinator the monitor does not support`);
      }
      if (compounds.at(-1)!.length === 0) {
        throw new SelectorError(`The CSS selector "${quoted}" is not valid: it starts with a combinator`);
      }
      combinators.push(combinator);
      compounds.push([]);
    }
    if (combinators.length > MAX_COMBINATORS) {
      throw new SelectorError(
        `The CSS selector "${quoted}" has more than ${MAX_COMBINATORS} combinators; use a shorter selector`,
      );
    }
    if (compounds.at(-1)!.length === 0) {
      throw new SelectorError(`The CSS selector "${quoted}" is not valid: it ends with a combinator`);
    }
    const [first, ...rest] = compounds.map((compound) => compileCompound(compound, quoted));
    return {
      first: first!,
      steps: rest.map((test, index) => ({ combinator: combinators[index]!, test })),
    };
  });
}

/** An element as it opens: what a selector without combinators or pseudo-classes reads of it. */
export type OpeningTest = (name: string, attributes: Record<string, string>) => boolean;

/**
 * For selector lists whose every selector is one compound of names, ids,
 * classes and attributes ("footer", ".cookie-banner", "div#promo[data-ad]"):
 * a test of an element as it opens, which needs no tree (its parent, its
 * siblings). Null when one of them needs the tree: a combinator or a
 * pseudo-class. Each list is checked as compileSelector checks it.
 */
export function openingTest(selectors: string[]): OpeningTest | null {
  const tests: Test[] = [];
  for (const selector of selectors) {
    const compiled = compileSelector(selector);
    const tokens = parse(selector).flat();
    if (compiled.some((each) => each.steps.length > 0)) return null;
    if (tokens.some((token) => token.type === SelectorType.Pseudo || token.type === SelectorType.PseudoElement))
      return null;
    tests.push(...compiled.map((each) => each.first));
  }
  return (name, attributes) => {
    // An element of its own, as the tree builder makes it (its type follows its name: script, style or tag).
    const element = new Element(name, attributes);
    return tests.some((test) => test(element));
  };
}

/** Every element of the document in document order, without recursion (a page may nest deeply). */
export function elementsInOrder(document: Document): Element[] {
  const elements: Element[] = [];
  const stack: AnyNode[] = [...document.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    elements.push(node);
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]!);
  }
  return elements;
}

function previousElement(element: Element): Element | null {
  for (let node = element.prev; node; node = node.prev) if (isTag(node)) return node;
  return null;
}

/** The elements of `elements` (document order) that `combinator` relates to one in `from` and that pass `test`. */
function step(elements: Element[], from: Set<Element>, combinator: Combinator, test: Test): Set<Element> {
  const next = new Set<Element>();
  if (combinator === 'descendant') {
    // Parents come before their children in document order, so one pass knows every element's ancestry.
    const inside = new Set<AnyNode>();
    for (const element of elements) {
      const parent = element.parent;
      if (parent && (from.has(parent as Element) || inside.has(parent))) {
        inside.add(element);
        if (test(element)) next.add(element);
      }
    }
  } else if (combinator === 'child') {
    for (const element of elements) if (from.has(element.parent as Element) && test(element)) next.add(element);
  } else if (combinator === 'adjacent') {
    for (const element of elements) {
      const previous = previousElement(element);
      if (previous && from.has(previous) && test(element)) next.add(element);
    }
  } else {
    // Siblings are visited in order: a parent is marked once one of its children is in `from`.
    const marked = new Set<AnyNode>();
    for (const element of elements) {
      const parent = element.parent;
      if (!parent) continue;
      if (marked.has(parent) && test(element)) next.add(element);
      if (from.has(element)) marked.add(parent);
    }
  }
  return next;
}

/**
 * The elements the selectors match, left to right, one pass over the
 * document per combinator: linear in the page for any selector. (Matching
 * right to left, as css-select does, walks every ancestor chain once per
 * combinator, which grows with the depth to the power of the combinators.)
 */
export function selectElements(document: Document, selectors: ComplexSelector[]): Set<Element> {
  const elements = elementsInOrder(document);
  const matched = new Set<Element>();
  for (const selector of selectors) {
    let current = new Set(elements.filter((element) => selector.first(element)));
    for (const { combinator, test } of selector.steps) {
      if (current.size === 0) break;
      current = step(elements, current, combinator, test);
    }
    for (const element of current) matched.add(element);
  }
  return matched;
}

/** The matched elements that are not inside another match, in document order. */
export function outermost(document: Document, matched: Set<Element>): Element[] {
  const outer: Element[] = [];
  const inside = new Set<AnyNode>();
  for (const element of elementsInOrder(document)) {
    const parent = element.parent;
    if (parent && (matched.has(parent as Element) || inside.has(parent))) inside.add(element);
    else if (matched.has(element)) outer.push(element);
  }
  return outer;
}
