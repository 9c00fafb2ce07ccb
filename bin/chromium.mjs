// How Chromium is launched everywhere (tests, benchmarks): Debian's own binary, never a
// downloaded one, with the flags that keep it off this machine's closed network.
export const chromiumLaunchOptions = {
	executablePath: '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
};
