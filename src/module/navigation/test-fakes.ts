// Test stand-ins shared by the navigation tests.
import { createEmitter } from '../events/emitter';
import { navElementSchema } from '../../schema/navigation';
import type { NavElement } from '../../schema/navigation';
import type { SlideView } from '../../schema/slide-view';

export const element = ( raw: object ): NavElement =>
	navElementSchema.parse( raw );

export function fakeModule( count = 3 ) {
	const root = document.createElement( 'div' );
	const emitter = createEmitter( root );
	let index = 0;
	const module = {
		next: jest.fn(),
		prev: jest.fn(),
		pause: jest.fn(),
		play: jest.fn(),
		goTo: jest.fn( ( ref: number | string ) => {
			const from = { index, id: index + 1 };
			index = Number( ref );
			emitter.emit( 'afterChange', {
				from,
				to: { index, id: index + 1 },
				direction: 'forward',
			} );
		} ),
		current: () => ( { index, id: index + 1 } ),
		slideCount: count,
		on: emitter.on,
		off: emitter.off,
	};
	return { root, module };
}

export const slide = ( over: Partial< SlideView > ): SlideView =>
	( {
		id: 1,
		title: '',
		order: 0,
		global: false,
		publish: { state: 'published' },
		bg: {},
		layers: [],
		slideshow: { len: 'default', hfn: false, hal: 0 },
		stop: false,
		...over,
	} ) as SlideView;
