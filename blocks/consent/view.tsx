import { mountConsent } from '../../src/site/mount-consent';
import { whenParsed } from '../../src/site/when-parsed';

// Mount only: the behaviours live in src/site.
whenParsed( mountConsent );
