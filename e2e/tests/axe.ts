import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Readable in sunlight: axe-core's WCAG 2.1 AA rules, colour contrast among
// them, and two things axe leaves out: the keyboard's focus ring and disabled buttons.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One line per failing element: the rule, how bad, where, and axe's reason in its words. */
function readable(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const reason = (node.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' ');
      return `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${reason}`;
    }),
  );
}

/** Waits for fades and slides to end, so axe reads the colours a person sees (a spinner's endless turn aside). */
async function untilStill(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's WCAG 2.1 AA findings on the page as it is now, expected none; the test goes on to the next screen either way. */
export async function expectNoAxeViolations(page: Page, screen: string) {
  await untilStill(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect.soft(readable(violations), `axe WCAG 2.1 AA on ${screen}`).toEqual([]);
}

/**
 * The contrast of every visible disabled button's text on its own fill. WCAG exempts
 * inactive controls, but a greyed-out "Save" still has to be read in the sun to know what
 * it would do.
 */
export async function expectDisabledButtonsReadable(page: Page, screen: string) {
  const buttons = await page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgb = (color: string) => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = color;
      probe.fillRect(0, 0, 1, 1);
      return [...probe.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!].map((c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (a: string, b: string) => {
      const [l1, l2] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    return [...document.querySelectorAll<HTMLButtonElement>('button:disabled')]
      .filter((button) => button.checkVisibility() && button.textContent!.trim() !== '')
      .map((button) => {
        const style = getComputedStyle(button);
        return { name: button.textContent!.trim(), opacity: Number(style.opacity), contrast: Math.round(contrast(style.color, style.backgroundColor) * 10) / 10 };
      });
  });
  const unreadable = buttons.filter((button) => button.opacity < 1 || button.contrast < 4.5);
  expect.soft(unreadable, `disabled buttons on ${screen} (${buttons.length} checked) opaque with text at 4.5:1 or more`).toEqual([]);
  return buttons;
}

/**
 * Tabs through the page from the top and, at each stop, compares the control's look
 * focused and unfocused: something must change (an outline, a ring, a border), in a colour
 * of 3:1 or more against what is behind the control (WCAG 2.4.7 and 1.4.11).
 */
export async function expectFocusVisible(page: Page, screen: string, stops: number) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unseen: string[] = [];
  let checked = 0;
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    // A button's outline colour eases in with its other colours (transition-colors).
    await untilStill(page);
    const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
    const name = await focused.evaluate(controlName);
    // Past the last control, focus leaves the page.
    if (!name) break;
    const look = () => focused.evaluate(focusLook);
    const whenFocused = await look();
    await focused.evaluate((element) => (element as HTMLElement).blur());
    await untilStill(page);
    const whenNot = await look();
    await focused.evaluate((element) => (element as HTMLElement).focus({ focusVisible: true } as FocusOptions));
    checked += 1;
    const shown = whenFocused.indicators.filter((indicator) => !whenNot.indicators.some((other) => other.what === indicator.what && other.color === indicator.color));
    const best = Math.max(0, ...shown.map((indicator) => indicator.contrast));
    if (best < 3) unseen.push(`${name}: best focus indicator ${best.toFixed(1)}:1`);
  }
  expect(checked, `tab stops on ${screen}`).toBeGreaterThan(0);
  expect.soft(unseen, `focus visible on ${screen} (${checked} tab stops)`).toEqual([]);
}

/** In the page: the focused control as a person would name it, or '' when nothing on the page has focus. */
function controlName(element: Element): string {
  if (element === document.body) return '';
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
}

/** In the page: what shows focus on `element` (outline, box-shadow, border), each with its contrast against what is behind it. */
function focusLook(element: Element) {
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgba = (color: string) => {
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = color;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
  };
  const over = (top: string, under: number[]) => {
    const [r, g, b, a] = rgba(top);
    return [r, g, b].map((c, i) => c * (a / 255) + under[i]! * (1 - a / 255));
  };
  const luminance = (channels: number[]) =>
    channels.map((c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  // The first painted background above the element: what its ring or outline sits on.
  let behind: number[] = [255, 255, 255];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const [r, g, b, a] = rgba(getComputedStyle(parent).backgroundColor);
    if (a > 0) {
      behind = [r, g, b];
      break;
    }
  }
  const contrast = (color: string) => {
    const [l1, l2] = [luminance(over(color, behind)), luminance(behind)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  };
  const style = getComputedStyle(element);
  const indicators: { what: string; color: string; contrast: number }[] = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
    indicators.push({ what: 'outline', color: style.outlineColor, contrast: contrast(style.outlineColor) });
  }
  for (const color of style.boxShadow.match(/(rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)|#[0-9a-f]{3,8}/gi) ?? []) {
    indicators.push({ what: 'box-shadow', color, contrast: contrast(color) });
  }
  if (parseFloat(style.borderTopWidth) > 0) {
    indicators.push({ what: 'border', color: style.borderTopColor, contrast: contrast(style.borderTopColor) });
  }
  return { indicators };
}
