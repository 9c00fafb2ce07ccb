import { mountEach } from '../../src/site/mount-each';
import { createProgressIcons } from '../../src/site/progress-icons';

mountEach( '.stagecraft-progress-icons', ( el ) => createProgressIcons( el ) );
