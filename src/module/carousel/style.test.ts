import fixture from '../../../tests/fixtures/carousel-layout.json';
import { carouselSchema } from '../../schema/settings/carousel';
import { normaliseCarousel } from '../normalise/carousel';
import { unitsAt, windowOf } from './math';
import { carouselStyle } from './style';

// The same cases as tests/php/Blocks/CarouselMarkupTest.php: the server's first window and
// the runtime's are laid out by the same numbers, on every device level.
describe( 'carousel layout rules shared with the server', () => {
	it.each( fixture.cases )( '$name', ( entry ) => {
		const settings = normaliseCarousel(
			carouselSchema.parse( entry.carousel ),
			entry.count,
			9000
		);
		expect( settings.maxV ).toEqual( entry.maxV );
		const style = carouselStyle( settings, entry.count );
		expect( style.classes ).toEqual( entry.classes );
		expect( style.properties ).toEqual( entry.properties );
		// The server prints every slide some level's window shows, each slide at the offset
		// the runtime gives it on that level (an endless track wraps around each window).
		const levels = settings.maxV.map( ( maxV, level ) => {
			const { lo, hi } = windowOf( maxV, settings.align[ level ] );
			const units = unitsAt(
				entry.count,
				0,
				settings.infinity,
				( lo + hi ) / 2
			);
			return { units, shown: units.map( ( u ) => u >= lo && u <= hi ) };
		} );
		const window = levels[ 0 ].units.flatMap( ( _unit, index ) =>
			levels.some( ( level ) => level.shown[ index ] ) ? [ index ] : []
		);
		const units: Record< string, number[] | undefined > = entry.units ?? {};
		Object.entries( units ).forEach( ( [ index, expected ] ) =>
			expect(
				levels.map( ( level ) => level.units[ Number( index ) ] )
			).toEqual( expected )
		);
		expect( window ).toEqual( entry.window );
	} );
} );
