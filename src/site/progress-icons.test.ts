import { createChart } from './chart';
import { createProgressIcons, ICON_INTERVAL_MS } from './progress-icons';

let seen: IntersectionObserverCallback[] = [];
beforeEach( () => {
	seen = [];
	(
		window as unknown as { IntersectionObserver: unknown }
	 ).IntersectionObserver = class {
		constructor( callback: IntersectionObserverCallback ) {
			seen.push( callback );
		}
		observe() {}
		disconnect() {}
	};
} );
const inView = () =>
	seen.forEach( ( callback ) =>
		callback(
			[ { isIntersecting: true } as IntersectionObserverEntry ],
			{} as IntersectionObserver
		)
	);

describe( 'progress icons', () => {
	it( 'light up one after another at 200 ms intervals once in view', () => {
		document.body.innerHTML = `<div class="stagecraft-progress-icons">${ [
			1, 1, 1, 0,
		]
			.map(
				( on ) =>
					`<svg class="stagecraft-progress-icons__icon${ on ? ' is-lit' : '' }"></svg>`
			)
			.join( '' ) }</div>`;
		const timers: Array< { run: () => void; ms: number } > = [];
		createProgressIcons(
			document.querySelector< HTMLElement >(
				'.stagecraft-progress-icons'
			)!,
			{
				setTimeout: ( run, ms ) => timers.push( { run, ms } ),
				clearTimeout: () => {},
			}
		);
		const lit = () => document.querySelectorAll( '.is-lit' ).length;
		expect( lit() ).toBe( 0 );
		inView();
		expect( timers.map( ( timer ) => timer.ms ) ).toEqual( [
			ICON_INTERVAL_MS,
			2 * ICON_INTERVAL_MS,
			3 * ICON_INTERVAL_MS,
		] );
		timers[ 0 ].run();
		expect( lit() ).toBe( 1 );
		timers.slice( 1 ).forEach( ( timer ) => timer.run() );
		expect( lit() ).toBe( 3 );
	} );
} );

describe( 'chart', () => {
	it( 'empties its ring until in view, then lets it fill', async () => {
		document.body.innerHTML =
			'<figure class="stagecraft-chart"><svg><circle class="stagecraft-chart__value" stroke-dasharray="414.69" stroke-dashoffset="103.67"></circle></svg></figure>';
		const root =
			document.querySelector< HTMLElement >( '.stagecraft-chart' )!;
		const ring = root.querySelector< SVGElement >( 'circle' )!;
		createChart( root );
		expect( ring.style.strokeDashoffset ).toBe( '414.69' );
		inView();
		await new Promise( ( resolve ) =>
			window.requestAnimationFrame( resolve )
		);
		expect( ring.style.strokeDashoffset ).toBe( '' );
		expect( root.classList.contains( 'is-filling' ) ).toBe( true );
	} );
} );
