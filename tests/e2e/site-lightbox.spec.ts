// The lightbox on /site/widgets/ (issue 20 part 1): WordPress's gallery and image blocks set to
// open in it, and our block's videos (YouTube, Vimeo, mp4), PDF, inline element and ajax page.
// The machine has no internet: YouTube and Vimeo are answered by local stand-ins (a page that
// names the player), and every request to their hosts is recorded, so the tests see that none
// leaves before the visitor opens the video and presses play.
import { test, expect } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { WIDTHS } from './support/chrome';
import {
	PAGE,
	block,
	boxOf,
	dialog,
	fullPhotos,
	galleryLink,
	watch,
} from './support/lightbox';

for ( const width of WIDTHS ) {
	test.describe( `lightbox at ${ width } px`, () => {
		test.use( { viewport: { width, height: 800 } } );

		test( 'a gallery opens on its image, fetches 0 before and 2 ahead, steps by button, key and swipe, and gives focus back', async ( {
			page,
		} ) => {
			const seen = await watch( page );
			await page.goto( PAGE );
			await page.waitForLoadState( 'load' );
			expect( fullPhotos( seen ) ).toEqual( [] );
			const first = galleryLink( page, 0 );
			await expect( first ).toHaveAttribute( 'aria-haspopup', 'dialog' );
			await first.click();
			const box = dialog( page );
			await expect( box ).toBeVisible();
			await expect(
				box.getByRole( 'button', { name: 'Close' } )
			).toBeFocused();
			await expect(
				box.locator( '.stagecraft-lightbox__counter' )
			).toHaveText( '1 / 5' );
			await expect( box.getByRole( 'img' ) ).toHaveAttribute(
				'alt',
				'A harbour at sunrise'
			);
			await expect(
				box.locator( '.stagecraft-lightbox__caption' )
			).toHaveText( 'A harbour at sunrise' );
			// The one shown and the next two; nothing behind (the last one) nor further.
			await expect
				.poll( () => fullPhotos( seen ) )
				.toEqual( [ 'gallery-1', 'gallery-2', 'gallery-3' ] );
			await page.keyboard.press( 'ArrowRight' );
			await expect(
				box.locator( '.stagecraft-lightbox__counter' )
			).toHaveText( '2 / 5' );
			await expect
				.poll( () => fullPhotos( seen ) )
				.toEqual( [
					'gallery-1',
					'gallery-2',
					'gallery-3',
					'gallery-4',
				] );
			await box.getByRole( 'button', { name: 'Next' } ).click();
			await expect( box.getByRole( 'img' ) ).toHaveAttribute(
				'alt',
				'Hills at dusk'
			);
			await expect.poll( () => fullPhotos( seen ) ).toHaveLength( 5 );
			// A swipe (here the mouse dragging the photo) to the right goes back.
			const photo = box.getByRole( 'img' );
			const at = await boxOf( photo );
			await page.mouse.move( at.x + at.width / 2, at.y + at.height / 2 );
			await page.mouse.down();
			await page.mouse.move(
				at.x + at.width / 2 + 120,
				at.y + at.height / 2,
				{
					steps: 5,
				}
			);
			await page.mouse.up();
			await expect(
				box.locator( '.stagecraft-lightbox__counter' )
			).toHaveText( '2 / 5' );
			// Round the ends.
			await page.keyboard.press( 'ArrowLeft' );
			await page.keyboard.press( 'ArrowLeft' );
			await expect(
				box.locator( '.stagecraft-lightbox__counter' )
			).toHaveText( '5 / 5' );
			// Focus stays inside: Tab goes round the dialog's buttons.
			for ( let i = 0; i < 6; i++ ) {
				await page.keyboard.press( 'Tab' );
				expect(
					await box.evaluate( ( el ) =>
						el.contains( el.ownerDocument.activeElement )
					)
				).toBe( true );
			}
			expect( await new AxeBuilder( { page } ).analyze() ).toMatchObject(
				{
					violations: [],
				}
			);
			await page.keyboard.press( 'Escape' );
			await expect( box ).toBeHidden();
			await expect( first ).toBeFocused();
		} );

		test( 'an image zooms with the button, a double click and two fingers, and shows its caption', async ( {
			page,
			browserName,
		} ) => {
			expect( browserName ).toBe( 'chromium' );
			await page.goto( PAGE );
			const link = page.locator( '.is-demo-lightbox-image a' );
			await link.click();
			const box = dialog( page );
			await expect(
				box.locator( '.stagecraft-lightbox__caption' )
			).toHaveText( 'Our studio, where every site starts.' );
			// One image alone: no counter, no previous or next.
			await expect(
				box.locator( '.stagecraft-lightbox__counter' )
			).toBeHidden();
			await expect(
				box.getByRole( 'button', { name: 'Next' } )
			).toBeHidden();
			const photo = box.getByRole( 'img' );
			const zoom = box.getByRole( 'button', { name: 'Zoom in' } );
			await zoom.click();
			await expect(
				box.getByRole( 'button', { name: 'Zoom out' } )
			).toHaveAttribute( 'aria-pressed', 'true' );
			await expect( photo ).toHaveCSS(
				'transform',
				/matrix\(2, 0, 0, 2/
			);
			await box.getByRole( 'button', { name: 'Zoom out' } ).click();
			await expect( photo ).toHaveCSS( 'transform', 'none' );
			await photo.dblclick();
			await expect( photo ).toHaveCSS(
				'transform',
				/matrix\(2, 0, 0, 2/
			);
			await photo.dblclick();
			await expect( photo ).toHaveCSS( 'transform', 'none' );

			// A pinch: two touch points moving apart, as the browser reports real fingers.
			const at = await boxOf( photo );
			const cx = at.x + at.width / 2;
			const cy = at.y + at.height / 2;
			const cdp = await page.context().newCDPSession( page );
			const touch = (
				type: 'touchStart' | 'touchMove' | 'touchEnd',
				spread: number
			) =>
				cdp.send( 'Input.dispatchTouchEvent', {
					type,
					touchPoints:
						type === 'touchEnd'
							? []
							: [
									{ x: cx - spread, y: cy, id: 1 },
									{ x: cx + spread, y: cy, id: 2 },
								],
				} );
			await touch( 'touchStart', 20 );
			for ( const spread of [ 30, 40, 50, 60 ] ) {
				await touch( 'touchMove', spread );
			}
			await touch( 'touchEnd', 0 );
			// Fingers 40 px apart, then 120: three times as large.
			await expect
				.poll( async () =>
					photo.evaluate(
						( el ) =>
							new DOMMatrix( getComputedStyle( el ).transform ).a
					)
				)
				.toBeCloseTo( 3, 1 );
			await expect(
				box.getByRole( 'button', { name: 'Zoom out' } )
			).toBeVisible();
		} );

		test( 'videos load nothing from YouTube or Vimeo before the visitor opens one and presses play', async ( {
			page,
		} ) => {
			const seen = await watch( page );
			await page.goto( PAGE );
			await page.waitForLoadState( 'load' );
			expect( seen.provider ).toEqual( [] );
			await block( page, 'Showreel (YouTube)' ).click();
			const box = dialog( page );
			await expect(
				box.locator( '.stagecraft-lightbox__counter' )
			).toHaveText( '1 / 3' );
			await expect( box ).toContainText(
				'This video is on YouTube. Playing it here loads it from there'
			);
			await expect(
				box.getByRole( 'link', { name: 'Watch on YouTube' } )
			).toHaveAttribute(
				'href',
				'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
			);
			// Opened, not played: still nothing from the provider.
			expect( seen.provider ).toEqual( [] );
			await box.getByRole( 'button', { name: 'Play video' } ).click();
			const player = box.locator( 'iframe' );
			await expect( player ).toHaveAttribute(
				'src',
				'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0'
			);
			await expect(
				box.frameLocator( 'iframe' ).getByText( 'Stand-in player' )
			).toBeVisible();
			expect( seen.provider ).toEqual( [
				'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
			] );
			await box.getByRole( 'button', { name: 'Next' } ).click();
			await expect( box ).toContainText( 'This video is on Vimeo.' );
			await expect( box.locator( 'iframe' ) ).toHaveCount( 0 );
			// The mp4 file: the site's own, played by the browser.
			await box.getByRole( 'button', { name: 'Next' } ).click();
			const video = box.locator( 'video' );
			await expect( video ).toHaveAttribute( 'src', /\/clip\.mp4$/ );
			await expect(
				box.locator( '.stagecraft-lightbox__message' )
			).toBeHidden();
			expect(
				await video.evaluate( ( v: HTMLVideoElement ) => v.readyState )
			).toBeGreaterThan( 0 );
			expect(
				seen.requests.some( ( r ) => /\/clip\.mp4$/.test( r ) )
			).toBe( true );
			expect( seen.provider ).toHaveLength( 1 );
			await page.keyboard.press( 'Escape' );
			await expect( box ).toBeHidden();
			await expect( block( page, 'Showreel (YouTube)' ) ).toBeFocused();
		} );

		test( 'with marketing consent a video plays at once; the PDF, the inline element and the page open', async ( {
			page,
			context,
		} ) => {
			const granted = encodeURIComponent(
				JSON.stringify( {
					ad_storage: 'granted',
					ad_user_data: 'granted',
					ad_personalization: 'granted',
					analytics_storage: 'granted',
					revision: 1,
				} )
			);
			const base = new URL( PAGE, test.info().project.use.baseURL );
			await context.addCookies( [
				{ name: 'mfn-consent', value: granted, url: base.origin },
			] );
			const seen = await watch( page );
			await page.goto( PAGE );
			await page.waitForLoadState( 'load' );
			expect( seen.provider ).toEqual( [] );
			await block( page, 'Behind the scenes (Vimeo)' ).click();
			const box = dialog( page );
			await expect( box.locator( 'iframe' ) ).toHaveAttribute(
				'src',
				'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'
			);
			await expect(
				box.locator( '.stagecraft-lightbox__caption' )
			).toHaveText( 'Behind the scenes' );
			await page.keyboard.press( 'Escape' );
			await expect( box ).toBeHidden();

			await block( page, 'Price list (PDF)' ).click();
			await expect( box.locator( 'iframe' ) ).toHaveAttribute(
				'src',
				/\/price-list\.pdf$/
			);
			await expect(
				box.getByRole( 'link', { name: 'Open the PDF' } )
			).toBeVisible();
			await box.getByRole( 'button', { name: 'Close' } ).click();
			await expect( box ).toBeHidden();

			// Inline: the element moves into the dialog and back to its place.
			const hours = page.locator( '#opening-hours' );
			await block( page, 'Opening hours' ).click();
			await expect( box.locator( '#opening-hours' ) ).toContainText(
				'Monday to Friday 9:00 to 17:00'
			);
			await page.keyboard.press( 'Escape' );
			await expect( box ).toBeHidden();
			await expect( hours ).toBeVisible();
			expect(
				await hours.evaluate( ( el ) =>
					el.previousElementSibling?.classList.contains(
						'is-demo-lightbox-links'
					)
				)
			).toBe( true );

			await block( page, 'Our first post' ).click();
			await expect( box ).toContainText( 'Welcome to WordPress' );
			await expect( box.locator( 'script' ) ).toHaveCount( 0 );
			expect( await new AxeBuilder( { page } ).analyze() ).toMatchObject(
				{
					violations: [],
				}
			);
		} );
	} );
}
