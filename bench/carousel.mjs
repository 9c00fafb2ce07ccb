// Carousel: frames delivered while a pointer drags the 3D spin carousel of /modules/carousel/,
// against the same drag over an empty page in the same run; and the carousel chunk's size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgeted, gzipBytes, launch, root, row } from './lib.mjs';

const DRAG_MS = 1500;
const MOVES = 90;

// Counts frames while the pointer drags across the element (or the page's middle) and back.
async function dragFrames( page, selector ) {
	const box = selector
		? await page.locator( selector ).boundingBox()
		: { x: 420, y: 250, width: 600, height: 400 };
	const y = box.y + box.height / 2;
	const from = box.x + box.width * 0.7;
	const counting = page.evaluate( ( ms ) => {
		let frames = 0;
		const start = performance.now();
		return new Promise( ( resolve ) => {
			const tick = ( now ) => {
				frames++;
				if ( now - start < ms ) {
					window.requestAnimationFrame( tick );
				} else {
					resolve( frames );
				}
			};
			window.requestAnimationFrame( tick );
		} );
	}, DRAG_MS );
	await page.mouse.move( from, y );
	await page.mouse.down();
	for ( let i = 1; i <= MOVES; i++ ) {
		// Left and back again: the track follows the whole time.
		const along = i <= MOVES / 2 ? i : MOVES - i;
		await page.mouse.move( from - along * 6, y );
		await page.waitForTimeout( DRAG_MS / MOVES );
	}
	await page.mouse.up();
	return counting;
}

export default async function carousel( { base } ) {
	const browser = await launch();
	const page = await browser.newPage( {
		viewport: { width: 1440, height: 900 },
	} );
	await page.goto( 'about:blank' );
	const baseline = await dragFrames( page, null );
	await page.goto( `${ base }/modules/carousel/` );
	await page.evaluate( () => window.Stagecraft.ready( 'carousel-demo' ) );
	const dragged = await dragFrames(
		page,
		'#stagecraft-module-carousel-demo'
	);
	await browser.close();
	const chunk = readFileSync(
		join( root, 'plugin/build/module/carousel.js' )
	);
	return {
		rows: [
			row( `frames in ${ DRAG_MS } ms of pointer drag`, dragged, {
				baseline,
			} ),
			budgeted(
				'carouselDragFrameRatio',
				'drag frame ratio to the empty page',
				dragged / baseline
			),
			budgeted(
				'carouselChunkGzipBytes',
				'carousel chunk (gzip)',
				gzipBytes( chunk ),
				{ unit: 'B' }
			),
		],
		data: { baseline, dragged, chunkBytes: chunk.length },
	};
}
