import type { Timeline } from '../../schema/timeline';
import { timelineSharer } from './shared-timelines';

const fadeUp = ( start: number ): Timeline =>
	( {
		in: {
			frames: [
				{ o: 0, y: 20 },
				{ o: 1, y: 0, d: 900, e: 'power3.out', st: start },
			],
		},
		out: { frames: [ { o: 1 }, { o: 0, d: 400 } ] },
	} ) as Timeline;

describe( 'timelines shared between the layers of a slide', () => {
	it( 'gives equal timelines one object, with the values they had', () => {
		const share = timelineSharer();
		const first = share( fadeUp( 0 ) );
		const second = share( fadeUp( 0 ) );
		expect( second ).toBe( first );
		expect( first ).toEqual( fadeUp( 0 ) );
	} );

	it( 'shares the equal scenes and frames of timelines that differ', () => {
		const share = timelineSharer();
		const first = share( fadeUp( 0 ) );
		const later = share( fadeUp( 300 ) );
		expect( later ).not.toBe( first );
		expect( later ).toEqual( fadeUp( 300 ) );
		expect( later.out ).toBe( first.out );
		expect( later.in ).not.toBe( first.in );
		expect( later.in?.frames[ 0 ] ).toBe( first.in?.frames[ 0 ] );
		expect( later.in?.frames[ 1 ] ).not.toBe( first.in?.frames[ 1 ] );
	} );

	it( 'keeps what is not a scene as it is', () => {
		const share = timelineSharer();
		const split = { words: true };
		const tl = share( { split } as Timeline );
		expect( tl.split ).toBe( split );
		// Each sharer starts afresh: nothing is kept between slides.
		expect( timelineSharer()( fadeUp( 0 ) ) ).not.toBe(
			share( fadeUp( 0 ) )
		);
	} );
} );
