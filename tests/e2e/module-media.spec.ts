// Media players on /modules/media/ (issue 18): a background video slide with an audio layer, a
// YouTube and a Vimeo layer, and an HTML5 video with captions. YouTube and Vimeo are answered
// by local stand-ins of their player APIs (tests/e2e/stand-ins), and every request to their
// hosts is recorded: none may leave before a click on play or marketing consent.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { WIDTHS } from './support/chrome';
import { standInProviders } from './stand-ins/providers';

const PAGE = '/modules/media/';
const MODULE = '#stagecraft-module-media-demo';
const YOUTUBE = 14;
const VIMEO = 15;
const AUDIO = 3;
const CLIP = 21;

const media = ( page: Page, id: string | number ) =>
	page.locator(
		`${ MODULE } [data-layer-id="${ id }"][data-stagecraft-media]`
	);
const playButton = ( page: Page, id: string | number ) =>
	media( page, id ).locator( '.stagecraft-media__play' );

async function open( page: Page ) {
	await page.goto( PAGE );
	await expect( page.locator( MODULE ) ).toHaveAttribute(
		'data-stagecraft-state',
		'run'
	);
}

// Resolves once the slide is entered (afterChange: its media have been told).
async function goToSlide( page: Page, index: number ) {
	await page.evaluate(
		( [ n ] ) =>
			new Promise( ( resolve ) => {
				const module = window.Stagecraft.get( 'media-demo' );
				if ( module?.current()?.index === n ) {
					resolve( n );
					return;
				}
				module?.once( 'afterChange', resolve );
				module?.goTo( n );
			} ),
		[ index ]
	);
	await expect(
		page.locator( `${ MODULE } .stagecraft-module__slide.is-active` )
	).toHaveAttribute( 'data-slide-index', String( index ) );
}

// The module's media events, as the page sees them (DOM events), and the stand-ins' log.
async function recordMediaEvents( page: Page ) {
	await page.addInitScript( () => {
		const seen: string[] = [];
		( window as unknown as { mediaEvents: string[] } ).mediaEvents = seen;
		document.addEventListener( 'stagecraft:mediastatechange', ( event ) => {
			const { layer, state: next } = ( event as CustomEvent ).detail;
			seen.push( `${ layer } ${ next }` );
		} );
	} );
}

const mediaEvents = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { mediaEvents: string[] } ).mediaEvents
	);

const standInLog = ( page: Page, provider: 'youtube' | 'vimeo' ) =>
	page.evaluate(
		( name ) =>
			(
				window as unknown as {
					standIn?: Record< string, string[] >;
				}
			 ).standIn?.[ name ] ?? [],
		provider
	);

const currentTime = ( page: Page, id: number ) =>
	media( page, id )
		.locator( 'audio, video' )
		.evaluate( ( element: HTMLMediaElement ) => element.currentTime );

const GRANTED = encodeURIComponent(
	JSON.stringify( {
		ad_storage: 'granted',
		ad_user_data: 'granted',
		ad_personalization: 'granted',
		analytics_storage: 'granted',
		revision: 1,
	} )
);

for ( const width of WIDTHS ) {
	test.describe( `media at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		test( 'the background video autoplays muted and pauses when its slide is left', async ( {
			page,
		} ) => {
			await recordMediaEvents( page );
			await open( page );
			const background = page.locator(
				`${ MODULE } [data-media-id="slide-1"]`
			);
			await expect( background ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			const video = background.locator( 'video' );
			await expect( video ).toHaveJSProperty( 'muted', true );
			await expect
				.poll( () =>
					video.evaluate( ( v: HTMLVideoElement ) => v.currentTime )
				)
				.toBeGreaterThan( 0 );
			await goToSlide( page, 1 );
			await expect( background ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			await expect
				.poll( () => mediaEvents( page ) )
				.toEqual(
					expect.arrayContaining( [ 'slide-1 1', 'slide-1 2' ] )
				);
		} );

		test( 'nothing is requested from YouTube or Vimeo before a click on play; the click loads only that provider, no-cookie for YouTube', async ( {
			page,
		} ) => {
			const seen = await standInProviders( page );
			await open( page );
			await goToSlide( page, 1 );
			const youtube = media( page, YOUTUBE );
			// The YouTube layer autoplays, but not without consent: poster, button and notice.
			await expect( youtube ).toHaveAttribute( 'data-media-state', '-1' );
			await expect(
				youtube.locator( '.stagecraft-media__poster' )
			).toBeVisible();
			await expect(
				youtube.locator( '.stagecraft-media__notice' )
			).toHaveText(
				'This video is on YouTube. Playing it loads it from there.'
			);
			await expect(
				media( page, VIMEO ).locator( '.stagecraft-media__notice' )
			).toHaveText(
				'This video is on Vimeo. Playing it loads it from there.'
			);
			await page.waitForLoadState( 'load' );
			expect( seen ).toEqual( [] );

			await playButton( page, YOUTUBE ).click();
			await expect( youtube ).toHaveAttribute( 'data-media-state', '1' );
			await expect( youtube.locator( 'iframe' ) ).toHaveAttribute(
				'src',
				/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/
			);
			await expect( youtube.locator( 'iframe' ) ).toHaveAttribute(
				'title',
				'Showreel on YouTube'
			);
			await expect(
				youtube.locator( '.stagecraft-media__notice' )
			).toBeHidden();
			expect( seen.every( ( url ) => ! /vimeo/.test( url ) ) ).toBe(
				true
			);
			expect( seen ).toContain( 'https://www.youtube.com/iframe_api' );
		} );

		test( 'with marketing consent the YouTube layer autoplays (muted) on entry; Vimeo, not set to autoplay, stays unloaded', async ( {
			page,
			context,
		} ) => {
			const base = new URL( PAGE, test.info().project.use.baseURL );
			await context.addCookies( [
				{ name: 'mfn-consent', value: GRANTED, url: base.origin },
			] );
			const seen = await standInProviders( page );
			await open( page );
			await page.waitForLoadState( 'load' );
			// Not on the slide shown: the provider is still not contacted.
			expect( seen ).toEqual( [] );
			await goToSlide( page, 1 );
			await expect( media( page, YOUTUBE ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			await expect
				.poll( () => standInLog( page, 'youtube' ) )
				.toEqual( [ 'play muted' ] );
			expect( seen.some( ( url ) => /vimeo/.test( url ) ) ).toBe( false );
			await expect( media( page, VIMEO ) ).toHaveAttribute(
				'data-media-state',
				'-1'
			);
		} );

		test.describe( 'a first visit', () => {
			test.use( { storageState: { cookies: [], origins: [] } } );

			test( 'marketing consent given in the consent dialog starts the YouTube layer on the slide shown', async ( {
				page,
			} ) => {
				const seen = await standInProviders( page );
				await open( page );
				const dialog = page.getByRole( 'dialog' );
				await expect( dialog ).toBeVisible();
				await goToSlide( page, 1 );
				await page.waitForLoadState( 'load' );
				expect( seen ).toEqual( [] );
				await dialog
					.getByRole( 'button', { name: 'Allow all' } )
					.click();
				await expect( media( page, YOUTUBE ) ).toHaveAttribute(
					'data-media-state',
					'1'
				);
				expect( seen ).toContain(
					'https://www.youtube.com/iframe_api'
				);
			} );
		} );

		test( 'sound blocked by the browser: the play is retried muted; only one media plays at a time', async ( {
			page,
		} ) => {
			await standInProviders( page );
			await page.addInitScript( () => {
				(
					window as unknown as { standIn: { blockSound: boolean } }
				 ).standIn = { blockSound: true };
			} );
			await recordMediaEvents( page );
			await open( page );
			await goToSlide( page, 1 );
			await playButton( page, VIMEO ).click();
			await expect( media( page, VIMEO ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			await expect
				.poll( () => standInLog( page, 'vimeo' ) )
				.toEqual( [
					expect.stringContaining(
						'https://player.vimeo.com/video/76979871?'
					),
					'play',
					'play muted',
				] );
			const [ created ] = await standInLog( page, 'vimeo' );
			// The Vimeo arguments of the layer, with the spec's quality names.
			expect( created ).toContain( 'quality=540p' );
			expect( created ).toContain( 'dnt=true' );
			expect( created ).toContain( 'title=false' );

			await playButton( page, YOUTUBE ).click();
			await expect( media( page, YOUTUBE ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			await expect( media( page, VIMEO ) ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			await expect
				.poll( () => mediaEvents( page ) )
				.toEqual(
					expect.arrayContaining( [ '15 1', '14 1', '15 2' ] )
				);
		} );

		test( 'posters: shown before play, hidden while playing, back on pause only where allowed', async ( {
			page,
		} ) => {
			await standInProviders( page );
			await open( page );
			await goToSlide( page, 1 );
			const youtubePoster = media( page, YOUTUBE ).locator(
				'.stagecraft-media__poster'
			);
			const vimeoPoster = media( page, VIMEO ).locator(
				'.stagecraft-media__poster'
			);
			await expect( youtubePoster ).toBeVisible();
			await playButton( page, YOUTUBE ).click();
			await expect( youtubePoster ).toBeHidden();
			await playButton( page, YOUTUBE ).click();
			await expect( media( page, YOUTUBE ) ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			// showOnPause: the poster is back.
			await expect( youtubePoster ).toBeVisible();
			await playButton( page, VIMEO ).click();
			await expect( vimeoPoster ).toBeHidden();
			await playButton( page, VIMEO ).click();
			await expect( media( page, VIMEO ) ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			await expect( vimeoPoster ).toBeHidden();
		} );

		test( 'keyboard: the play button is reached with Tab and toggles with Enter and Space, its label following', async ( {
			page,
		} ) => {
			await standInProviders( page );
			await open( page );
			await goToSlide( page, 1 );
			const button = playButton( page, YOUTUBE );
			await expect( button ).toHaveAttribute(
				'aria-label',
				'Play video: Showreel on YouTube'
			);
			await button.focus();
			await page.keyboard.press( 'Shift+Tab' );
			await page.keyboard.press( 'Tab' );
			await expect( button ).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expect( media( page, YOUTUBE ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			await expect( button ).toHaveAttribute(
				'aria-label',
				'Pause video: Showreel on YouTube'
			);
			await expect( button ).toBeFocused();
			await page.keyboard.press( 'Space' );
			await expect( media( page, YOUTUBE ) ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			await expect( button ).toHaveAttribute(
				'aria-label',
				'Play video: Showreel on YouTube'
			);
		} );

		test( 'end time: the audio stops at 0:02 and rewinds; the clip loops between its start and end', async ( {
			page,
		} ) => {
			await recordMediaEvents( page );
			await open( page );
			await playButton( page, AUDIO ).click();
			await expect( media( page, AUDIO ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			await expect( media( page, AUDIO ) ).toHaveAttribute(
				'data-media-state',
				'0',
				{ timeout: 15000 }
			);
			expect( await currentTime( page, AUDIO ) ).toBe( 0 );
			// The audio's volume 60 is a percentage.
			expect(
				await media( page, AUDIO )
					.locator( 'audio' )
					.evaluate( ( a: HTMLAudioElement ) => a.volume )
			).toBeCloseTo( 0.6 );

			// 1sttime: the clip plays on its slide's first visit, between 0.5 s and 2.5 s.
			await goToSlide( page, 2 );
			await expect( media( page, CLIP ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			let late = false;
			await expect
				.poll(
					async () => {
						const time = await currentTime( page, CLIP );
						late ||= time > 2;
						// Back to the start time (0.5 s), not to 0.
						return late && time >= 0.45 && time < 1.5;
					},
					{ timeout: 15000 }
				)
				.toBe( true );
			await expect( media( page, CLIP ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			expect( await currentTime( page, CLIP ) ).toBeLessThan( 2.8 );
			// Left: paused and rewound; back: 1sttime does not play it again.
			await goToSlide( page, 0 );
			await expect( media( page, CLIP ) ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			await goToSlide( page, 2 );
			await expect
				.poll( () => mediaEvents( page ) )
				.toEqual( expect.arrayContaining( [ '21 2' ] ) );
			expect( await currentTime( page, CLIP ) ).toBeCloseTo( 0.5, 1 );
			await expect( media( page, CLIP ) ).toHaveAttribute(
				'data-media-state',
				'2'
			);
		} );

		test( 'the public API plays, pauses, toggles and reports a layer’s media; captions track on the HTML5 video', async ( {
			page,
		} ) => {
			await open( page );
			await goToSlide( page, 2 );
			await expect( media( page, CLIP ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			const api = ( call: string ) =>
				page.evaluate( async ( name ) => {
					const module = window.Stagecraft.get( 'media-demo' );
					if ( ! module ) {
						throw new Error( 'no module' );
					}
					const calls: Record< string, () => Promise< unknown > > = {
						pause: () => module.pauseMedia( 21 ),
						play: () => module.playMedia( '21' ),
						toggle: () => module.toggleMedia( 21 ),
						missing: () => module.playMedia( 999 ),
					};
					return calls[ name ]();
				}, call );
			const mediaState = () =>
				page.evaluate( () => [
					window.Stagecraft.get( 'media-demo' )?.mediaState( 21 ),
					window.Stagecraft.get( 'media-demo' )?.mediaState( 999 ),
				] );
			expect( await api( 'pause' ) ).toBe( true );
			await expect.poll( mediaState ).toEqual( [ 2, undefined ] );
			expect( await api( 'toggle' ) ).toBe( true );
			await expect.poll( mediaState ).toEqual( [ 1, undefined ] );
			expect( await api( 'missing' ) ).toBe( false );
			const track = media( page, CLIP ).locator( 'video track' );
			await expect( track ).toHaveAttribute( 'kind', 'captions' );
			await expect( track ).toHaveAttribute( 'srclang', 'en' );
			await expect( track ).toHaveAttribute(
				'src',
				/clip-captions\.vtt$/
			);
		} );

		test( 'reduced motion: the background video does not autoplay, the slide image shows', async ( {
			page,
		} ) => {
			await page.emulateMedia( { reducedMotion: 'reduce' } );
			await open( page );
			const background = page.locator(
				`${ MODULE } [data-media-id="slide-1"]`
			);
			await expect( background ).toHaveAttribute(
				'data-media-state',
				'-1'
			);
			await expect( background.locator( 'video' ) ).toHaveCount( 0 );
			await expect(
				page.locator( `${ MODULE } img.stagecraft-module__bg` ).first()
			).toBeVisible();
		} );

		test( 'no axe violations on the media slides', async ( { page } ) => {
			await standInProviders( page );
			await open( page );
			for ( const index of [ 0, 1 ] ) {
				await goToSlide( page, index );
				const results = await new AxeBuilder( { page } )
					.include( MODULE )
					.analyze();
				expect( results.violations ).toEqual( [] );
			}
		} );
	} );
}
