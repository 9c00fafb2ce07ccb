import { createFpsSampler } from './fps';

// Drives frames by hand at a given interval.
function frames( interval: number ) {
	let pending: FrameRequestCallback | null = null;
	let time = 0;
	return {
		frame: ( callback: FrameRequestCallback ) => {
			pending = callback;
			return () => {
				pending = null;
			};
		},
		run( count: number ) {
			for ( let i = 0; i < count && pending; i++ ) {
				const callback: FrameRequestCallback = pending;
				pending = null;
				callback( time );
				time += interval;
			}
		},
	};
}

describe( 'createFpsSampler', () => {
	it( 'reports lowfps once after 4000 ms under 30 fps', () => {
		const clock = frames( 50 );
		const onLow = jest.fn();
		createFpsSampler( { onLow, store: clock } );
		clock.run( 79 );
		expect( onLow ).not.toHaveBeenCalled();
		clock.run( 200 );
		expect( onLow ).toHaveBeenCalledTimes( 1 );
		expect( onLow ).toHaveBeenCalledWith( 20 );
	} );

	it( 'stays quiet at 60 fps and stops on destroy', () => {
		const clock = frames( 1000 / 60 );
		const onLow = jest.fn();
		createFpsSampler( { onLow, store: clock } );
		clock.run( 400 );
		expect( onLow ).not.toHaveBeenCalled();

		const slow = frames( 100 );
		const sampler = createFpsSampler( { onLow, store: slow } );
		sampler.destroy();
		slow.run( 100 );
		expect( onLow ).not.toHaveBeenCalled();
	} );
} );
