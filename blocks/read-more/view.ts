import { mountEach } from '../../src/site/mount-each';
import { createReadMore } from '../../src/site/read-more';

mountEach( '.stagecraft-read-more', ( el ) => createReadMore( el ) );
