import { mountEach } from '../../src/site/mount-each';
import { createCounter } from '../../src/site/counter';

mountEach( '.stagecraft-counter[data-value]', ( el ) => createCounter( el ) );
