import { mountConsent } from '../../src/site/mount-consent';
import { mountHeader } from '../../src/site/mount-header';
import { whenParsed } from '../../src/site/when-parsed';

// The header's and the consent dialog's view scripts in one, for a page with both
// (php/Site/ChromeScripts.php): one download, and gzip shares what the two have in common.
whenParsed( () => {
	mountHeader();
	mountConsent();
} );
