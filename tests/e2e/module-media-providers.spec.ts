// YouTube and Vimeo on /modules/media/ (issue 18), answered by local stand-ins of their player
// APIs (tests/e2e/stand-ins). Every request to their hosts is recorded: none may leave before
// a click on play or marketing consent; then the provider's player runs, sound blocked means a
// muted retry, and only one media of the module plays at a time.
import { test, expect } from '@playwright/test';
import { WIDTHS } from './support/chrome';
import { standInProviders } from './stand-ins/providers';
import {
	GRANTED,
	PAGE,
	VIMEO,
	YOUTUBE,
	goToSlide,
	media,
	mediaEvents,
	open,
	playButton,
	recordMediaEvents,
	standInLog,
} from './stand-ins/media-page';

for ( const width of WIDTHS ) {
	test.describe( `media at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

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

		test( 'the media code and each provider’s adapter load only when a slide with that media is about to show', async ( {
			page,
		} ) => {
			const chunks: string[] = [];
			page.on( 'request', ( request ) => {
				const chunk = /\/build\/module\/(media[\w-]*)\.js/.exec(
					request.url()
				);
				if ( chunk ) {
					chunks.push( chunk[ 1 ] );
				}
			} );
			const seen = await standInProviders( page );
			await page.goto( '/modules/slider/' );
			await expect(
				page.locator( '#stagecraft-module-slider-demo' )
			).toHaveAttribute( 'data-stagecraft-state', 'run' );
			expect( chunks ).toEqual( [] );
			await open( page );
			await expect
				.poll( () => [ ...chunks ].sort() )
				.toEqual( [ 'media' ] );
			await goToSlide( page, 1 );
			await expect
				.poll( () => [ ...chunks ].sort() )
				.toEqual( [ 'media', 'media-vimeo', 'media-youtube' ] );
			expect( seen ).toEqual( [] );
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
	} );
}
