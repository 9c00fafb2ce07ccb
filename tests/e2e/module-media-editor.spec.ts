// The module editor's media panel (issue 18): a video layer's source picked as a YouTube URL
// shows on the canvas, its poster and autoplay are kept, and the stored module carries them.
import { test, expect } from '@playwright/test';
import { logIn } from './support/log-in';
import {
	addLayer,
	builderFixture,
	canvasFrame,
	createModule,
	openPanel,
	storedModule,
} from './support/module-builder';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

const TITLE = 'E2E builder media';
const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const POSTER = '/wp-admin/images/wordpress-logo.png';

test( 'the media panel picks a video source, poster and playback, and the canvas shows it', async ( {
	page,
} ) => {
	test.slow();
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	await createModule( page, TITLE );
	await addLayer( page, 'Video' );
	await openPanel( page, 'Video' );
	const inspector = page.locator( '.stagecraft-editor__inspector' );
	await inspector
		.getByLabel( 'Source', { exact: true } )
		.selectOption( 'youtube' );
	await inspector.getByLabel( 'Video URL or id' ).fill( YOUTUBE );
	await inspector.getByLabel( 'Privacy-enhanced (no-cookie) host' ).check();
	await inspector.getByLabel( 'Poster address (URL)' ).fill( POSTER );
	await inspector.getByLabel( 'Start (seconds or mm:ss)' ).fill( '0:05' );
	await inspector
		.getByLabel( 'Play when its slide shows' )
		.selectOption( '1sttime' );
	await inspector.getByLabel( 'Show the player’s controls' ).check();

	const layer = canvasFrame( page ).locator(
		'.stagecraft-module__layer--video[data-media-source]'
	);
	await expect( layer ).toHaveAttribute( 'data-media-source', YOUTUBE );
	await expect(
		layer.locator( '.stagecraft-module__media-source' )
	).toHaveText( YOUTUBE );
	await expect( layer.locator( 'img' ) ).toHaveAttribute( 'src', POSTER );

	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();
	const stored = ( await storedModule( page ) ) as {
		slides: Array< { layers: Array< { type: string; media?: unknown } > } >;
	};
	const video = stored.slides[ 0 ].layers.find( ( l ) => l.type === 'video' );
	expect( video?.media ).toMatchObject( {
		type: 'youtube',
		src: YOUTUBE,
		noCookie: true,
		start: '0:05',
		autoPlay: '1sttime',
		controls: { s: true },
		poster: { src: POSTER },
	} );
} );
