import { mountCopyHelpers } from '../../src/site/copy';
import { mountEach } from '../../src/site/mount-each';

// Copy-link blocks and code blocks with the copy button style, in one pass.
mountEach( 'body', ( body ) => mountCopyHelpers( body ) );
