import { ExternalRedirect } from './ExternalRedirect';

const PLACEHOLDER_URL = 'https://trust.dingyuan-trust.example/';

/**
 * Where the page leads. The spec does not show the site (spec 3 §2 "redirects to an external trust-system site"),
 * so it is a deployment setting like the download links: VITE_TRUST_SYSTEM_URL at build time (http or https only),
 * the demo company's placeholder otherwise.
 */
export const TRUST_SYSTEM_URL = configuredUrl() ?? PLACEHOLDER_URL;

function configuredUrl(): string | undefined {
  const url: unknown = import.meta.env.VITE_TRUST_SYSTEM_URL;
  if (typeof url !== 'string' || !url.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 信托业务系统: sends the reader on to the trust-system site as soon as the page runs (through the native shell
 * inside the app, spec 3 §7); until then, and if nothing happens, the page says where it is going with the link.
 */
export default function TrustSystemPage() {
  return (
    <ExternalRedirect
      url={TRUST_SYSTEM_URL}
      title="正在跳转…"
      text="正在为您打开信托业务系统。如果页面没有自动跳转，请点击下方链接。"
      linkText="前往信托业务系统"
    />
  );
}
