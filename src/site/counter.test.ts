import cases from '../../tests/fixtures/counter-format.json';
import { COUNT_MS_MAX, COUNT_MS_MIN, createCounter } from './counter';
import { formatCount, isCounterSeparator } from './counter-format';

describe( 'counter number format (shared with the server)', () => {
	it.each( cases.cases )(
		'$value with $decimals decimals and $separator',
		( { value, decimals, separator, expected } ) => {
			if ( ! isCounterSeparator( separator ) ) {
				throw new Error( separator );
			}
			expect( formatCount( value, decimals, separator ) ).toBe(
				expected
			);
		}
	);
} );

describe( 'counters', () => {
	let observed: IntersectionObserverCallback[] = [];
	beforeEach( () => {
		observed = [];
		(
			window as unknown as { IntersectionObserver: unknown }
		 ).IntersectionObserver = class {
			constructor( callback: IntersectionObserverCallback ) {
				observed.push( callback );
			}
			observe() {}
			disconnect() {}
		};
	} );

	function counter( data: Record< string, string > ) {
		document.body.innerHTML = `<div class="stagecraft-counter"><span class="stagecraft-counter__number" aria-hidden="true"><span class="stagecraft-counter__value">12,500</span></span></div>`;
		const root = document.querySelector< HTMLElement >(
			'.stagecraft-counter'
		)!;
		Object.assign( root.dataset, data );
		return root;
	}

	// A clock and a frame queue the test drives.
	function clock() {
		let time = 0;
		const frames: Array< ( t: number ) => void > = [];
		return {
			now: () => time,
			frame: ( run: ( t: number ) => void ) => frames.push( run ),
			cancelFrame: () => {},
			advance( ms: number ) {
				time += ms;
				frames.splice( 0 ).forEach( ( run ) => run( time ) );
			},
			get running() {
				return frames.length > 0;
			},
		};
	}

	const inView = () =>
		observed.forEach( ( callback ) =>
			callback(
				[ { isIntersecting: true } as IntersectionObserverEntry ],
				{} as IntersectionObserver
			)
		);

	it( 'shows the final number until in view, then counts up to it in the set time', () => {
		const root = counter( {
			value: '12500',
			separator: 'comma',
			duration: '1500',
		} );
		const value = () =>
			root.querySelector( '.stagecraft-counter__value' )?.textContent;
		const time = clock();
		createCounter( root, time );
		expect( value() ).toBe( '12,500' );
		inView();
		expect( value() ).toBe( '0' );
		time.advance( 750 );
		const middle = Number( value()?.replace( /,/g, '' ) );
		expect( middle ).toBeGreaterThan( 0 );
		expect( middle ).toBeLessThan( 12500 );
		expect( value() ).toMatch( /^\d{1,2},\d{3}$/ );
		time.advance( 750 );
		expect( value() ).toBe( '12,500' );
	} );

	it( 'counts for 1000 to 2000 ms at random when no time is set', () => {
		for ( const [ random, ms ] of [
			[ 0, COUNT_MS_MIN ],
			[ 1, COUNT_MS_MAX ],
		] ) {
			const root = counter( { value: '12500', separator: 'comma' } );
			const time = clock();
			createCounter( root, { ...time, random: () => random } );
			observed.splice( 0, observed.length - 1 );
			inView();
			time.advance( ms - 1 );
			expect( time.running ).toBe( true );
			time.advance( 1 );
			expect( time.running ).toBe( false );
			expect(
				root.querySelector( '.stagecraft-counter__value' )?.textContent
			).toBe( '12,500' );
		}
	} );
} );
