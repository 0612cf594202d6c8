// A user agent read as people name a browser: the acceptance record keeps the whole
// string; the history shows "Chrome on Android". Order matters: Edge, Opera and
// Samsung Internet also say Chrome, and Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // Chrome run by a program, not a person at a screen: worth seeing on an acceptance.
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, names: [RegExp, string][]) => names.find(([pattern]) => pattern.test(userAgent))?.[1];

/** `Chrome on Android`, `Safari on iPhone`; the start of the string itself when it names neither. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'browser not known';
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent);
}
