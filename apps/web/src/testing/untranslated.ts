/**
 * Text a person reads that did not come through the catalogue: what is left once every
 * pseudo-localized '[…]' is taken out still has Latin letters. Their own name, e-mail and team
 * (and any other data of theirs the page shows) are theirs, not ours: `own` lists them.
 */
export function untranslated(root: HTMLElement, own: readonly string[]): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Mantine's responsive styles are text no one reads; keys are printed on the keyboard.
    if (node.parentElement?.closest('style, script, kbd')) continue;
    texts.push(node.nodeValue ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  // Longest first: 'Ada Lovelace' goes whole before 'Ada' could leave 'Lovelace' behind.
  const theirs = [...own].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    let rest = text.replace(/\[[^\]]*\]/g, '');
    for (const value of theirs) rest = rest.replaceAll(value, '');
    return /[A-Za-z]/.test(rest);
  });
}
