/**
 * Issue 22's layout checks, run by the accessibility walk beside axe: at a laptop's 1366 px
 * every list shows its status column and all its columns inside its frame, and every menu label
 * is whole; at a phone's 390 px no floating button covers a table, every button shows a label
 * or has a tooltip, and has a name, a list's first rows are on the first screen (its filters
 * folded), and tabs that do not fit show that more exist.
 */
import type { Page } from 'playwright-core';

/** The columns that carry a record's status (DataTable's `th.column-<source>`). */
const STATUS_HEADS = ['status', 'active', 'due_level'].map((s) => `th.column-${s}`).join(', ');

/** What a laptop-wide page breaks: cut columns, a missing status column, cut menu labels. */
export async function laptopProblems(page: Page): Promise<string[]> {
  return page.evaluate((statusHeads) => {
    const problems: string[] = [];
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    for (const item of document.querySelectorAll<HTMLElement>('.RaMenuItemLink-root')) {
      const parts = [item, ...item.querySelectorAll<HTMLElement>('*')];
      if (parts.some((el) => el.clientWidth > 0 && cut(el))) {
        problems.push(`the menu label “${item.innerText.trim()}” is cut`);
      }
    }
    for (const frame of document.querySelectorAll<HTMLElement>('.RaList-content')) {
      const table = frame.querySelector('table');
      if (!table || table.querySelectorAll('tbody tr').length === 0) continue;
      if (cut(frame)) {
        problems.push(
          `the list's columns overflow their frame by ${frame.scrollWidth - frame.clientWidth} px`,
        );
      }
      // A report (figures per asset and month) and a journal (who did what) have no status.
      const report = frame.closest('.flotte-report, .flotte-journal') !== null;
      if (!report && !table.querySelector(statusHeads)) {
        problems.push('the list shows no status column');
      }
    }
    return problems;
  }, STATUS_HEADS);
}

/**
 * What a phone-wide page breaks. Buttons without visible text must have a tooltip: a `title`,
 * an `aria-describedby`, or MUI's Tooltip (seen by hovering: it shows the button's name).
 */
export async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').slice(0, 2).join('.')}` : ''}`;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

    // Floating (fixed or sticky to the window) buttons over a table.
    const tables = [...document.querySelectorAll('main table')].filter(visible);
    for (const button of document.querySelectorAll<HTMLElement>(
      '.MuiFab-root, main button, main a',
    )) {
      if (!visible(button) || getComputedStyle(button).position !== 'fixed') continue;
      const box = button.getBoundingClientRect();
      for (const table of tables) {
        if (overlaps(box, table.getBoundingClientRect())) {
          problems.push(
            `the floating button ${describe(button)} “${button.getAttribute('aria-label') ?? ''}” covers a table`,
          );
        }
      }
    }

    // Every button: a name, and a visible label or a tooltip.
    const buttons = [
      ...document.querySelectorAll<HTMLElement>('button, [role="button"], a.MuiButtonBase-root'),
    ].filter(
      (el) => visible(el) && !el.closest('[role="tablist"], [role="menu"], [role="listbox"]'),
    );
    const waitFrame = (ms: number) => new Promise((done) => setTimeout(done, ms));
    for (const button of buttons) {
      const text = button.innerText.replace(/\s+/g, ' ').trim();
      const name = (button.getAttribute('aria-label') ?? text).trim();
      if (!name && !button.getAttribute('aria-labelledby')) {
        problems.push(`a button without a name: ${describe(button)}`);
        continue;
      }
      if (text || button.title || button.getAttribute('aria-describedby')) continue;
      // MUI's Tooltip opens on mouseover (after 100 ms) and shows the button's name.
      button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      let shown = false;
      for (let i = 0; i < 10 && !shown; i++) {
        await waitFrame(50);
        shown = [...document.querySelectorAll('[role="tooltip"]')].some(
          (tip) => (tip as HTMLElement).innerText.trim() === name,
        );
      }
      button.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('mouseleave', { bubbles: false }));
      if (!shown) problems.push(`the button “${name}” shows no label and no tooltip`);
    }

    // Tabs that do not fit show a way to the others.
    for (const tabs of document.querySelectorAll<HTMLElement>('.MuiTabs-root')) {
      const scroller = tabs.querySelector<HTMLElement>('.MuiTabs-scroller') ?? tabs;
      const last = [...tabs.querySelectorAll('[role="tab"]')].pop();
      if (!last) continue;
      const hiddenTab =
        last.getBoundingClientRect().right > scroller.getBoundingClientRect().right + 1;
      const arrow = [...tabs.querySelectorAll('.MuiTabs-scrollButtons')].some(
        (b) => visible(b) && !b.classList.contains('Mui-disabled'),
      );
      if (hiddenTab && !arrow)
        problems.push('tabs run off the screen with no sign that more exist');
    }

    // A list's first row on the first screen: its filters do not push it away.
    {
      const row = document.querySelector('main .RaList-content tbody tr, main .RaList-content li');
      if (row && row.getBoundingClientRect().top > window.innerHeight) {
        problems.push(
          `the list's first row starts below the first screen (${Math.round(row.getBoundingClientRect().top)} px)`,
        );
      }
    }
    return problems;
  });
}

/** The page title (the one h1) is whole: not cut, not under the buttons beside it. */
export async function titleProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('header h1');
    if (!title || !title.innerText.trim()) return [];
    const cut =
      title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1;
    const box = title.getBoundingClientRect();
    const covered = [...document.querySelectorAll('header button, header a')].some((el) => {
      const other = el.getBoundingClientRect();
      return (
        other.width > 0 &&
        box.left < other.right &&
        other.left < box.right &&
        box.top < other.bottom &&
        other.top < box.bottom
      );
    });
    return cut || covered ? [`the page title “${title.innerText.trim()}” is not whole`] : [];
  });
}
