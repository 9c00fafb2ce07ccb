// Media players on /modules/media/ (issue 18): the background video slide, the audio layer, the
// YouTube and Vimeo layers' posters and buttons, and the HTML5 video with captions: autoplay on
// entry and pause on exit, end time with loop and rewind, keyboard, API, reduced motion, axe.
import { test, expect } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import {
	WIDTHS,
	shifts,
	untilQuiet,
	watchLayoutShifts,
} from './support/chrome';
import { standInProviders } from './stand-ins/providers';
import {
	AUDIO,
	CLIP,
	MODULE,
	VIMEO,
	YOUTUBE,
	currentTime,
	goToSlide,
	media,
	mediaEvents,
	open,
	playButton,
	recordMediaEvents,
} from './stand-ins/media-page';

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
			// Playing, not only cued (the poster hides then too), before the click that pauses.
			await expect( media( page, YOUTUBE ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
			await playButton( page, YOUTUBE ).click();
			await expect( media( page, YOUTUBE ) ).toHaveAttribute(
				'data-media-state',
				'2'
			);
			// showOnPause: the poster is back.
			await expect( youtubePoster ).toBeVisible();
			await playButton( page, VIMEO ).click();
			await expect( vimeoPoster ).toBeHidden();
			// Playing, not only cued (the poster hides then too), before the click that pauses.
			await expect( media( page, VIMEO ) ).toHaveAttribute(
				'data-media-state',
				'1'
			);
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
					// Sampled often: a 1 s step could stay in phase with the 2 s loop.
					{ timeout: 15000, intervals: [ 100 ] }
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

		test( 'nothing shifts while the media module mounts and its background video starts (CLS 0)', async ( {
			page,
		} ) => {
			await watchLayoutShifts( page );
			await open( page );
			await expect(
				page.locator( `${ MODULE } [data-media-id="slide-1"]` )
			).toHaveAttribute( 'data-media-state', '1' );
			await untilQuiet( page );
			expect( await shifts( page ) ).toEqual( [] );
		} );

		test( 'no axe violations on the media slides', async ( { page } ) => {
			await standInProviders( page );
			await open( page );
			for ( const index of [ 0, 1, 2 ] ) {
				await goToSlide( page, index );
				const results = await new AxeBuilder( { page } )
					.include( MODULE )
					.analyze();
				expect( results.violations ).toEqual( [] );
			}
		} );
	} );
}
