import { mountEach } from '../../src/site/mount-each';
import { createChart } from '../../src/site/chart';

mountEach( '.stagecraft-chart', ( el ) => createChart( el ) );
