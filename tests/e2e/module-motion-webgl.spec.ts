import { test, expect, type Page } from '@playwright/test';
import { changesDone, recordEvents } from './runtime-helpers';
import { installRunningClock, pauseClock, runUntil } from './support/clock';
import { TRANSITIONS } from '../../src/motion/transitions/registry';

// WebGL shader transitions (issue 16 part 6) on the gallery, in headless Chromium's software
// WebGL (SwiftShader): the shader texts fetched by GET, a canvas drawing between the two slide
// images and changing as it plays; without WebGL, with reduced motion or when a shader text
// fails ('HTTP error! Status: {code}'), a CSS transition instead.
const ALIAS = 'transitions-demo';
const GALLERY = `#stagecraft-module-${ ALIAS }`;
const SHADERS = TRANSITIONS.filter( ( def ) => def.family === 'shader' );
const indexOf = ( name: string ) =>
	TRANSITIONS.findIndex( ( def ) => def.name === name );
const slide = ( index: number ) =>
	`${ GALLERY } .stagecraft-module__slide[data-slide-index="${ index }"]`;

async function openGallery( page: Page ) {
	await installRunningClock( page );
	await recordEvents( page );
	await page.goto( '/modules/transitions/' );
	await page.locator( GALLERY ).scrollIntoViewIfNeeded();
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	await page.evaluate(
		( alias ) => window.Stagecraft.get( alias )?.pause(),
		ALIAS
	);
	await pauseClock( page );
}

// Starts the change and runs the clock until the new slide is animating.
async function changeTo( page: Page, index: number ) {
	await page.evaluate(
		( [ alias, i ] ) => window.Stagecraft.get( alias )?.goTo( i ),
		[ ALIAS, index ] as const
	);
	await runUntil(
		page,
		( selector ) =>
			document.querySelector< HTMLElement >( selector )?.dataset
				.bgState === 'animating',
		slide( index ),
		{ step: 16 }
	);
}

// A small fingerprint of what the canvas shows now.
const canvasPrint = ( page: Page ) =>
	page.evaluate( ( root ) => {
		const canvas = document.querySelector< HTMLCanvasElement >(
			`${ root } .stagecraft-transition__webgl`
		);
		return canvas ? canvas.toDataURL( 'image/jpeg', 0.2 ) : null;
	}, GALLERY );

test( 'six shader transitions draw between the slide images in WebGL', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const shaderFetches: string[] = [];
	page.on( 'response', ( response ) => {
		if ( response.url().endsWith( '.frag' ) ) {
			shaderFetches.push(
				`${ response.request().method() } ${ response.status() }`
			);
		}
	} );
	await openGallery( page );
	expect( SHADERS.map( ( def ) => def.name ) ).toEqual( [
		'shaderdissolve',
		'shaderripple',
		'shaderwave',
		'shaderzoomblur',
		'shaderpixelate',
		'shaderwarp',
	] );
	let changes = 0;
	for ( const def of SHADERS ) {
		const index = indexOf( def.name );
		await changeTo( page, index );
		await page.clock.runFor( 200 );
		const early = await canvasPrint( page );
		await expect( page.locator( slide( index ) ) ).toHaveAttribute(
			'data-webgl',
			'on'
		);
		await page.clock.runFor( 300 );
		const later = await canvasPrint( page );
		expect( early, def.name ).not.toBeNull();
		// It moves: the canvas shows something else 300 ms on.
		expect( later, def.name ).not.toBe( early );
		changes++;
		await changesDone( page, changes, ALIAS );
		await expect(
			page.locator( `${ GALLERY } .stagecraft-transition__webgl` )
		).toHaveCount( 0 );
		await expect( page.locator( slide( index ) ) ).toHaveCSS(
			'opacity',
			'1'
		);
	}
	// Six shader files, each fetched once by GET.
	expect( shaderFetches ).toEqual( Array( 6 ).fill( 'GET 200' ) );
} );

test( 'without WebGL a shader transition is a CSS cross-fade', async ( {
	page,
} ) => {
	// A browser without WebGL: no context of that kind.
	await page.addInitScript( () => {
		const original = HTMLCanvasElement.prototype.getContext;
		HTMLCanvasElement.prototype.getContext = function (
			this: HTMLCanvasElement,
			kind: string,
			...rest: unknown[]
		) {
			return kind.includes( 'webgl' )
				? null
				: Reflect.apply( original, this, [ kind, ...rest ] );
		} as typeof HTMLCanvasElement.prototype.getContext;
	} );
	await openGallery( page );
	const index = indexOf( 'shaderripple' );
	await changeTo( page, index );
	await page.clock.runFor( 300 );
	const incoming = page.locator( slide( index ) );
	await expect( incoming ).toHaveAttribute( 'data-webgl', 'fallback' );
	const opacity = Number(
		await incoming.evaluate( ( el ) => getComputedStyle( el ).opacity )
	);
	expect( opacity ).toBeGreaterThan( 0 );
	expect( opacity ).toBeLessThan( 1 );
	await expect(
		page.locator( `${ GALLERY } .stagecraft-transition__webgl` )
	).toHaveCount( 0 );
	await changesDone( page, 1, ALIAS );
} );

test( 'a shader text that fails logs the HTTP error and cross-fades', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	await page.route( '**/*.frag', ( route ) =>
		route.fulfill( { status: 503, body: 'Unavailable' } )
	);
	await openGallery( page );
	const index = indexOf( 'shaderwave' );
	await changeTo( page, index );
	await expect( page.locator( slide( index ) ) ).toHaveAttribute(
		'data-webgl',
		'fallback'
	);
	expect( errors ).toContain( 'HTTP error! Status: 503' );
	await changesDone( page, 1, ALIAS );
} );

test( 'with reduced motion a shader transition is the short fade, and no shader loads', async ( {
	page,
} ) => {
	const fetched: string[] = [];
	page.on( 'request', ( request ) => fetched.push( request.url() ) );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await openGallery( page );
	const index = indexOf( 'shaderpixelate' );
	await changeTo( page, index );
	await expect( page.locator( slide( index ) ) ).toHaveAttribute(
		'data-transition',
		'fade'
	);
	await changesDone( page, 1, ALIAS );
	expect( fetched.filter( ( url ) => url.endsWith( '.frag' ) ) ).toEqual(
		[]
	);
} );
