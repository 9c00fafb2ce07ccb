// Pointer and scroll effects (issue 19, part 3) on /modules/actions/: mouse parallax moves a
// layer by its depth over the pointer divisors, the scroll timeline follows the scroll, and
// reduced motion keeps everything still.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const ROOT = '#stagecraft-module-actions-effects';

async function open( page: Page ) {
	await page.goto( '/modules/actions/' );
	await page.locator( ROOT ).scrollIntoViewIfNeeded();
	await page.evaluate( () => window.Stagecraft.ready( 'actions-effects' ) );
	return page.locator( ROOT );
}

const translate = ( page: Page, id: number ) =>
	page.locator( `${ ROOT } [data-wrap-of="${ id }"]` ).evaluate( ( el ) =>
		// CSS writes '-10px 0px' as '-10px'.
		[
			...( ( el as HTMLElement ).style.translate || '0px' ).split( ' ' ),
			'0px',
		]
			.slice( 0, 2 )
			.map( ( v ) => Math.round( parseFloat( v ) * 10 ) / 10 )
	);

// Scrolls so the module has passed `progress` of the way through the window (margin -200 px).
async function scrollTo( page: Page, progress: number ) {
	await page.locator( ROOT ).evaluate( ( el, p ) => {
		const box = el.getBoundingClientRect();
		const start = window.innerHeight - 200;
		const span = start - 200 + box.height;
		const top = start - p * span;
		window.scrollBy( 0, box.top - top );
	}, progress );
}

const opacity = ( page: Page ) =>
	page
		.locator( '#effects-scrubbed' )
		.evaluate( ( el ) => Number( getComputedStyle( el ).opacity ) );

test( 'mouse parallax moves a layer by depth/100 across and depth/200 down', async ( {
	page,
} ) => {
	const root = await open( page );
	const box = ( await root.boundingBox() ) ?? {
		x: 0,
		y: 0,
		width: 0,
		height: 0,
	};
	const cx = box.x + box.width / 2;
	const cy = box.y + box.height / 2;
	await page.mouse.move( cx + 100, cy + 100 );
	// Depth 20: 20 px across, 10 px down.
	await expect.poll( () => translate( page, 2 ) ).toEqual( [ 20, 10 ] );
	await page.mouse.move( cx - 50, cy );
	await expect.poll( () => translate( page, 2 ) ).toEqual( [ -10, 0 ] );
	// A layer without mouse depth stays.
	expect( ( await translate( page, 3 ) )[ 0 ] ).toBe( 0 );
} );

test( 'the scroll timeline follows the scroll', async ( { page } ) => {
	await open( page );
	await scrollTo( page, 0.5 );
	await expect.poll( () => opacity( page ) ).toBeCloseTo( 0.5, 1 );
	await scrollTo( page, 1 );
	await expect.poll( () => opacity( page ) ).toBeCloseTo( 1, 1 );
	await scrollTo( page, 0.2 );
	await expect.poll( () => opacity( page ) ).toBeCloseTo( 0.2, 1 );
} );

test.describe( 'with reduced motion', () => {
	test.use( { reducedMotion: 'reduce' } );

	test( 'no effect moves anything', async ( { page } ) => {
		const root = await open( page );
		const box = await root.boundingBox();
		await page.mouse.move(
			( box?.x ?? 0 ) + ( box?.width ?? 0 ) / 2 + 100,
			( box?.y ?? 0 ) + ( box?.height ?? 0 ) / 2 + 100
		);
		await scrollTo( page, 0.5 );
		// Two frames: a scroll or pointer handler would have run by then.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
		expect( await translate( page, 2 ) ).toEqual( [ 0, 0 ] );
		expect( await translate( page, 3 ) ).toEqual( [ 0, 0 ] );
		expect( await opacity( page ) ).toBe( 1 );
	} );
} );

test.describe( 'on a touch screen', () => {
	test.use( {
		hasTouch: true,
		isMobile: true,
		viewport: { width: 800, height: 900 },
	} );

	test( 'mouse parallax is off', async ( { page } ) => {
		const root = await open( page );
		expect(
			await page.evaluate(
				() => matchMedia( '(hover: hover) and (pointer: fine)' ).matches
			)
		).toBe( false );
		await root.dispatchEvent( 'pointermove', {
			pointerType: 'mouse',
			clientX: 10,
			clientY: 10,
		} );
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
		expect( await translate( page, 2 ) ).toEqual( [ 0, 0 ] );
	} );
} );
