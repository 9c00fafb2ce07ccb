import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { changesDone, recordEvents } from './runtime-helpers';
import { installRunningClock, pauseClock, runUntil } from './support/clock';

// Global (static) slides and layers, the module background with an overlay pattern, and the
// module's custom CSS and JavaScript (issue 16 part 8).
function fixture( ...args: string[] ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/static-module.php "$@"',
			'static-module',
			...args,
		],
		{ stdio: 'inherit' }
	);
}

const ALIAS = 'e2e-static-module';
const MODULE = `#stagecraft-module-${ ALIAS }`;
const FRONT = `${ MODULE } [data-static-slide="10"]`;
const BACK = `${ MODULE } [data-static-slide="11"]`;

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

async function open( page: Page ) {
	await installRunningClock( page );
	await recordEvents( page );
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	await pauseClock( page );
}

const goTo = ( page: Page, index: number ) =>
	page.evaluate(
		( [ alias, i ] ) => window.Stagecraft.get( alias )?.goTo( i ),
		[ ALIAS, index ] as const
	);

declare global {
	interface Element {
		stagecraftKept?: boolean;
	}
}

// The static layer is the same element as before (marked), and shows.
const kept = ( page: Page ) =>
	page
		.locator( `${ FRONT } [data-layer-id="1"]` )
		.evaluate(
			( el ) => el.stagecraftKept === true && el.checkVisibility()
		);

test( 'global layers stay through slide changes, each within its range', async ( {
	page,
} ) => {
	await open( page );
	const always = page.locator( `${ FRONT } [data-layer-id="1"]` );
	const second = page.locator( `${ FRONT } [data-layer-id="2"]` );
	await page.clock.runFor( 500 );
	await expect( always ).toBeVisible();
	await expect( always ).toHaveCSS( 'opacity', '1' );
	await expect( second ).toBeHidden();
	await always.evaluate( ( el ) => {
		el.stagecraftKept = true;
	} );

	await goTo( page, 1 );
	// Mid-change: the new slide is coming in, the global layer has not moved or blinked.
	await runUntil(
		page,
		( root ) =>
			document.querySelector< HTMLElement >(
				`${ root } [data-slide-index="1"]`
			)?.dataset.bgState === 'animating',
		MODULE,
		{ step: 16 }
	);
	expect( await kept( page ) ).toBe( true );
	await expect( always ).toHaveCSS( 'opacity', '1' );
	await changesDone( page, 1, ALIAS );
	expect( await kept( page ) ).toBe( true );
	// Slide 2 is in the second layer's range (sStart 2, sEnd 2).
	await expect( second ).toBeVisible();
	await expect( second ).toHaveText( 'Only on slide two' );

	await goTo( page, 2 );
	await changesDone( page, 2, ALIAS );
	expect( await kept( page ) ).toBe( true );
	await expect( second ).toBeHidden();
} );

test( 'a front global slide is above the slides, a back one under them', async ( {
	page,
} ) => {
	await open( page );
	await page.clock.runFor( 500 );
	const topmost = ( selector: string ) =>
		page.locator( selector ).evaluate( ( el ) => {
			const box = el.getBoundingClientRect();
			const hit = document.elementFromPoint(
				box.left + box.width / 2,
				box.top + box.height / 2
			);
			return hit?.closest( '[data-static-slide], [data-slide-index]' )
				?.className;
		} );
	expect( await topmost( `${ FRONT } [data-layer-id="1"]` ) ).toContain(
		'is-front'
	);
	// The opaque slide covers the back layer.
	await expect(
		page.locator( `${ BACK } [data-layer-id="1"]` )
	).toBeAttached();
	expect( await topmost( `${ BACK } [data-layer-id="1"]` ) ).toContain(
		'stagecraft-module__slide'
	);
} );

test( 'the module background has its colour and overlay pattern', async ( {
	page,
} ) => {
	await open( page );
	const background = page.locator(
		`${ MODULE } .stagecraft-module__module-bg`
	);
	await expect( background ).toHaveCSS(
		'background-color',
		'rgb(15, 118, 110)'
	);
	const overlay = background.locator( '.stagecraft-module__overlay' );
	await expect( overlay ).toHaveAttribute( 'data-pattern', '5' );
	await expect( overlay ).toHaveCSS(
		'background-image',
		/repeating-linear-gradient.*repeating-linear-gradient/
	);
	await expect( overlay ).toHaveCSS(
		'background-size',
		/^8px 8px(, 8px 8px)*$/
	);
} );

test( 'custom CSS applies and custom JavaScript runs, without a notice', async ( {
	page,
} ) => {
	const warnings: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'warning' ) {
			warnings.push( message.text() );
		}
	} );
	await open( page );
	await expect( page.locator( `${ FRONT } [data-layer-id="1"]` ) ).toHaveCSS(
		'letter-spacing',
		'3px'
	);
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-stagecraft-custom-js',
		'ran'
	);
	expect( warnings.filter( ( text ) => /jQuery/.test( text ) ) ).toEqual(
		[]
	);
} );

test( 'a custom script using jQuery logs the deprecation notice and gets jQuery', async ( {
	page,
} ) => {
	fixture( 'create', 'jquery' );
	const warnings: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'warning' ) {
			warnings.push( message.text() );
		}
	} );
	const scripts: string[] = [];
	page.on( 'request', ( request ) => scripts.push( request.url() ) );
	await page.goto( `/${ ALIAS }/` );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-stagecraft-custom-js',
		'jquery:string'
	);
	expect(
		scripts.some( ( url ) => /\/jquery(\.min)?\.js/.test( url ) )
	).toBe( true );
	expect( warnings ).toContainEqual(
		expect.stringMatching(
			/custom JavaScript of module "e2e-static-module" uses jQuery.*deprecated/
		)
	);
} );
