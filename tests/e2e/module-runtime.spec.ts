import { test, expect, type Page } from '@playwright/test';

const SLIDER = '#stagecraft-module-slider-demo';
// slider-demo: 6000 ms slides plus the 1000 ms fade.
const ONE_SLIDE = 6000;

// Asserting that nothing happens needs real time to pass: longer than one slide.
const longerThan = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

declare global {
	interface Window {
		stagecraftLog: Array< {
			type: string;
			alias: string;
			detail: unknown;
		} >;
	}
}

// Records every stagecraft:* DOM event from the first script on, ready included.
async function recordEvents( page: Page ) {
	await page.addInitScript( () => {
		window.stagecraftLog = [];
		const names = [
			'ready',
			'loaded',
			'beforeChange',
			'afterChange',
			'ended',
			'finished',
			'pause',
			'resume',
			'enterstage',
			'enteredstage',
			'leavestage',
			'leftstage',
			'framestarted',
			'frameended',
		];
		for ( const name of names ) {
			document.addEventListener( `stagecraft:${ name }`, ( event ) => {
				const target = event.target as HTMLElement;
				const { detail } = event as CustomEvent;
				window.stagecraftLog.push( {
					type: name,
					alias: target.dataset.alias ?? '',
					// Elements do not cross into the test: keep the plain fields.
					detail: JSON.parse(
						JSON.stringify( detail, ( key, value ) =>
							key === 'element' ? undefined : value
						)
					),
				} );
			} );
		}
	} );
}

async function openSlider( page: Page ) {
	await recordEvents( page );
	await page.goto( '/modules/' );
	await page.locator( SLIDER ).scrollIntoViewIfNeeded();
	await page.evaluate( () => window.Stagecraft.ready( 'slider-demo' ) );
}

const currentIndex = ( page: Page ) =>
	page.evaluate(
		() => window.Stagecraft.get( 'slider-demo' )?.current()?.index
	);

const log = ( page: Page, alias = 'slider-demo' ) =>
	page.evaluate(
		( name ) => window.stagecraftLog.filter( ( e ) => e.alias === name ),
		alias
	);

test( 'autoplay advances the slider and shows a pause button', async ( {
	page,
} ) => {
	await openSlider( page );
	const button = page.locator( `${ SLIDER } .stagecraft-module__play` );
	await expect( button ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__stage` )
	).toHaveAttribute( 'aria-live', 'off' );
	expect( await currentIndex( page ) ).toBe( 0 );
	// current() turns at the rotate step; afterChange ends the scene.
	await expect
		.poll(
			async () =>
				( await log( page ) )
					.map( ( e ) => e.type )
					.filter( ( type ) =>
						[ 'ended', 'beforeChange', 'afterChange' ].includes(
							type
						)
					),
			{ timeout: ONE_SLIDE + 4000 }
		)
		.toEqual( [ 'ended', 'beforeChange', 'afterChange' ] );
	expect( await currentIndex( page ) ).toBe( 1 );
	const slides = page.locator( `${ SLIDER } .stagecraft-module__slide` );
	await expect( slides.nth( 1 ) ).toHaveClass( /is-active/ );
	await expect( slides.nth( 1 ) ).toHaveAttribute( 'aria-label', '2 of 3' );
	expect(
		await slides.nth( 0 ).evaluate( ( el: HTMLElement ) => el.inert )
	).toBe( true );

	// Keyboard: the button is focusable and toggles.
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( button ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__stage` )
	).toHaveAttribute( 'aria-live', 'polite' );
	await page.keyboard.press( 'Space' );
	await expect( button ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
} );

test( 'autoplay pauses on hover and while the tab is hidden', async ( {
	page,
} ) => {
	await openSlider( page );
	await page.locator( SLIDER ).hover();
	await longerThan( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	await page.mouse.move( 0, 0 );

	await page.evaluate( () => {
		Object.defineProperty( document, 'visibilityState', {
			configurable: true,
			get: () => 'hidden',
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
	} );
	await longerThan( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	const causes = ( await log( page ) )
		.filter( ( e ) => e.type === 'pause' || e.type === 'resume' )
		.map(
			( e ) => `${ e.type }:${ ( e.detail as { cause: string } ).cause }`
		);
	expect( causes ).toEqual( [ 'pause:hover', 'resume:hover', 'pause:blur' ] );

	await page.evaluate( () => {
		Object.defineProperty( document, 'visibilityState', {
			configurable: true,
			get: () => 'visible',
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
	} );
	await expect
		.poll( () => currentIndex( page ), { timeout: ONE_SLIDE + 4000 } )
		.toBe( 1 );
} );

test( 'the module API changes slides and reports every event', async ( {
	page,
} ) => {
	await openSlider( page );
	const result = await page.evaluate( async () => {
		const api = window.Stagecraft;
		const module = api.get( 'slider-demo' );
		if ( ! module ) {
			throw new Error( 'slider-demo is not registered' );
		}
		const byId = api.get( module.id );
		module.pause();
		const changed = () =>
			new Promise( ( resolve ) => module.once( 'afterChange', resolve ) );
		const seen: string[] = [];
		const counter = () => seen.push( 'on' );
		module.on( 'afterChange', counter );
		const steps: Array< number | undefined > = [];
		module.next();
		await changed();
		steps.push( module.current()?.index );
		module.prev();
		await changed();
		steps.push( module.current()?.index );
		module.goTo( 'last' );
		await changed();
		steps.push( module.current()?.index );
		module.off( 'afterChange', counter );
		module.goTo( '#1' );
		await changed();
		steps.push( module.current()?.index );
		module.goTo( 2 );
		await changed();
		steps.push( module.current()?.index );
		module.goTo( '-1' );
		module.goTo( '+1' );
		await changed();
		await changed();
		steps.push( module.current()?.index );
		module.goTo( 'first' );
		await changed();
		module.goTo( 'random' );
		await changed();
		steps.push( module.current()?.index === 0 ? -1 : 1 );
		return {
			steps,
			seen: seen.length,
			slideCount: module.slideCount,
			sameById: byId === module,
		};
	} );
	expect( result ).toEqual( {
		steps: [ 1, 0, 2, 0, 2, 2, 1 ],
		seen: 3,
		slideCount: 3,
		sameById: true,
	} );
	const events = await log( page );
	const types = new Set( events.map( ( e ) => e.type ) );
	for ( const type of [
		'ready',
		'loaded',
		'beforeChange',
		'afterChange',
		'pause',
		'enterstage',
		'enteredstage',
		'leavestage',
		'leftstage',
		'framestarted',
		'frameended',
	] ) {
		expect( types ).toContain( type );
	}
	const change = events.find( ( e ) => e.type === 'beforeChange' );
	expect( change?.detail ).toEqual( {
		from: { index: 0, id: 1 },
		to: { index: 1, id: 2 },
		direction: 'forward',
	} );

	// play() resumes, destroy() hands the server markup back.
	await page.evaluate( () => window.Stagecraft.get( 'slider-demo' )?.play() );
	expect( ( await log( page ) ).some( ( e ) => e.type === 'resume' ) ).toBe(
		true
	);
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.destroy()
	);
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__slide` )
	).toHaveCount( 1 );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__play` )
	).toHaveCount( 0 );
} );

test( 'reduced motion stops autoplay', async ( { browser } ) => {
	const context = await browser.newContext( { reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await openSlider( page );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__play` )
	).toHaveCount( 0 );
	await longerThan( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	// Changes still work, as fades.
	await page.evaluate( () => window.Stagecraft.get( 'slider-demo' )?.next() );
	await expect.poll( () => currentIndex( page ) ).toBe( 1 );
	await context.close();
} );

test( 'nothing shifts while the modules mount (CLS 0)', async ( { page } ) => {
	await page.addInitScript( () => {
		( window as unknown as { cls: number } ).cls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				( window as unknown as { cls: number } ).cls += (
					entry as unknown as { value: number }
				 ).value;
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( '/modules/' );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	for ( const alias of [ 'slider-demo', 'layers-demo' ] ) {
		await page
			.locator( `#stagecraft-module-${ alias }` )
			.scrollIntoViewIfNeeded();
		await page.evaluate( ( a ) => window.Stagecraft.ready( a ), alias );
	}
	await longerThan( 1500 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { cls: number } ).cls
		)
	).toBe( 0 );
} );

test( 'without JavaScript the slider shows its first slide as a labelled carousel', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/modules/' );
	const module = page.locator( SLIDER );
	await expect( module ).toHaveAttribute( 'role', 'region' );
	await expect( module ).toHaveAttribute(
		'aria-roledescription',
		'carousel'
	);
	await expect( module ).toHaveAttribute( 'data-alias', 'slider-demo' );
	const slide = module.locator( '.stagecraft-module__slide' );
	await expect( slide ).toHaveCount( 1 );
	await expect( slide ).toHaveAttribute( 'aria-label', '1 of 3' );
	await expect(
		slide.locator( '.stagecraft-module__layer' ).first()
	).toBeVisible();
	await context.close();
} );

test( 'arrows and bullets change slides through the API', async ( {
	page,
} ) => {
	await openSlider( page );
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.pause()
	);
	const afterChanges = async () =>
		( await log( page ) ).filter( ( e ) => e.type === 'afterChange' )
			.length;
	await page.locator( `${ SLIDER } .stagecraft-module__arrow--next` ).click();
	await expect.poll( afterChanges ).toBe( 1 );
	expect( await currentIndex( page ) ).toBe( 1 );
	await page.locator( `${ SLIDER } .stagecraft-module__arrow--prev` ).click();
	await expect.poll( afterChanges ).toBe( 2 );
	expect( await currentIndex( page ) ).toBe( 0 );
	const bullets = page.locator( `${ SLIDER } .stagecraft-module__bullet` );
	await expect( bullets ).toHaveCount( 3 );
	await bullets.nth( 2 ).click();
	await expect( bullets.nth( 2 ) ).toHaveAttribute( 'aria-current', 'true' );
	expect( await currentIndex( page ) ).toBe( 2 );
} );

test( 'the layers demo renders every layer type', async ( { page } ) => {
	await page.goto( '/modules/' );
	const module = page.locator( '#stagecraft-module-layers-demo' );
	await module.scrollIntoViewIfNeeded();
	await page.evaluate( () => window.Stagecraft.ready( 'layers-demo' ) );
	for ( const type of [
		'text',
		'button',
		'image',
		'video',
		'audio',
		'shape',
		'svg',
		'container',
		'group',
		'row',
		'column',
		'zone',
		'linebreak',
	] ) {
		await expect(
			module.locator( `.stagecraft-module__layer--${ type }` ).first()
		).toBeAttached();
	}
	// Nested by pid: the heading sits in column 1 of the row.
	await expect(
		module.locator(
			'[data-layer-id="1"] > [data-layer-id="2"] > [data-layer-id="4"]'
		)
	).toHaveText( 'Every layer type' );
	const button = module.locator( '[data-layer-id="6"]' );
	await expect( button ).toHaveAttribute( 'rel', 'noopener nofollow' );
	// Not a slider: no autoplay control, no interim navigation.
	await expect( module.locator( '.stagecraft-module__play' ) ).toHaveCount(
		0
	);
} );
