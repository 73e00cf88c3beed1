// How every tool here launches Chromium: Debian's when there is one (Playwright cannot download
// its own on this network), with the flags that keep it off the closed network.
import { existsSync } from 'node:fs';

const systemChromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
