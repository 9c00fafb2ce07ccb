import { mountEach } from '../../src/site/mount-each';
import { createAccordion } from '../../src/site/accordion';

mountEach( '.stagecraft-accordion', ( el ) => createAccordion( el ) );
