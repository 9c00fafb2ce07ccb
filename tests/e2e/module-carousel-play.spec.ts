// A carousel keeps the slider's behaviour: it plays on its own and its tabs follow the focus;
// without snap, a drag glides free and focus goes to the closest slide where it stops.
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installPausedClock, runUntil, untilRunning } from './support/clock';

function fixture( command: 'create' | 'remove' ) {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/carousel-module.php "$@"',
			'carousel-module',
			command,
		],
		{ stdio: 'inherit' }
	);
}

const ALIAS = 'e2e-carousel-module';
const MODULE = `#stagecraft-module-${ ALIAS }`;

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

test.use( { viewport: { width: 1440, height: 900 } } );

const current = ( page: Page ) =>
	page.evaluate(
		( a ) => window.Stagecraft.get( a )?.current()?.index,
		ALIAS
	);

async function open( page: Page ) {
	await installPausedClock( page );
	await page.goto( `/${ ALIAS }/` );
	await untilRunning( page, MODULE );
}

test( 'autoplay scrolls the carousel and the tabs follow the focused slide', async ( {
	page,
} ) => {
	await open( page );
	expect( await current( page ) ).toBe( 0 );
	// One slide length (3 s) and the scroll: the second slide has focus, its tab is selected.
	await runUntil(
		page,
		( alias ) => window.Stagecraft.get( alias )?.current()?.index === 1,
		ALIAS
	);
	await expect(
		page.locator( `${ MODULE } [aria-selected="true"]` ).first()
	).toContainText( 'Panel 2' );
	await runUntil(
		page,
		( alias ) => window.Stagecraft.get( alias )?.current()?.index === 2,
		ALIAS
	);
	// A tab scrolls the carousel to its slide.
	await page
		.locator( MODULE )
		.getByRole( 'tab', { name: /Panel 5/ } )
		.click();
	await runUntil(
		page,
		( alias ) => window.Stagecraft.get( alias )?.current()?.index === 4,
		ALIAS
	);
} );

test( 'without snap a drag glides free and focus follows the closest slide', async ( {
	page,
} ) => {
	await open( page );
	const slide = page.locator(
		`${ MODULE } .stagecraft-module__slide[data-slide-index="0"]`
	);
	const box = await slide.boundingBox();
	const width = box?.width ?? 0;
	const x = ( box?.x ?? 0 ) + width / 2;
	const y = ( box?.y ?? 0 ) + ( box?.height ?? 0 ) * 0.3;
	// Held long (no flick), dragged 1.3 slides to the left, released without speed.
	await page.mouse.move( x, y );
	await page.mouse.down();
	for ( let moved = 10; moved <= width * 1.3; moved += 10 ) {
		await page.mouse.move( x - moved, y );
	}
	await page.clock.runFor( 1500 );
	await page.mouse.up();
	await page.clock.runFor( 1500 );
	// The track stays where it was let go (between slides 1 and 2), focus on the closest.
	expect( await current( page ) ).toBe( 1 );
	const offset = await page
		.locator(
			`${ MODULE } .stagecraft-module__slide[data-slide-index="1"]`
		)
		.evaluate( ( element ) =>
			Number(
				getComputedStyle( element ).getPropertyValue( '--stagecraft-u' )
			)
		);
	expect( Math.abs( offset ) ).toBeGreaterThan( 0.1 );
	expect( Math.abs( offset ) ).toBeLessThan( 0.5 );
} );

test( 'a deep link scrolls the carousel to its slide; goTo sends the change events', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.goto( `/${ ALIAS }/#slide4` );
	await runUntil(
		page,
		( alias ) => window.Stagecraft.get( alias )?.current()?.index === 3,
		ALIAS
	);
	const offset = ( index: number ) =>
		page
			.locator(
				`${ MODULE } .stagecraft-module__slide[data-slide-index="${ index }"]`
			)
			.evaluate( ( element ) =>
				Number(
					getComputedStyle( element ).getPropertyValue(
						'--stagecraft-u'
					)
				)
			);
	await page.clock.runFor( 1000 );
	expect( await offset( 3 ) ).toBe( 0 );
	// The API's events of a change: before it scrolls, after it arrived.
	await page.evaluate( ( alias ) => {
		const w = window as unknown as { seen: string[] };
		w.seen = [];
		const module = window.Stagecraft.get( alias );
		module?.on( 'beforeChange', ( detail ) =>
			w.seen.push( `before ${ detail.from?.index }>${ detail.to.index }` )
		);
		module?.on( 'afterChange', ( detail ) =>
			w.seen.push( `after ${ detail.from?.index }>${ detail.to.index }` )
		);
		module?.goTo( 5 );
	}, ALIAS );
	const seen = () =>
		page.evaluate( () => ( window as unknown as { seen: string[] } ).seen );
	expect( await seen() ).toEqual( [ 'before 3>5' ] );
	await page.clock.runFor( 1000 );
	expect( await seen() ).toEqual( [ 'before 3>5', 'after 3>5' ] );
	expect( await offset( 5 ) ).toBe( 0 );
} );
