// Motion: frames delivered during the animation of a module with 30 animated layers, against a
// plain requestAnimationFrame loop on an empty page in the same run.
import { budgeted, launch, row } from './lib.mjs';

const WINDOW_MS = 1500;

// Counts frames for a while; starts the scene first when given one.
async function countFrames( page, alias ) {
	return page.evaluate(
		async ( [ moduleAlias, windowMs ] ) => {
			let change = 'none';
			if ( moduleAlias ) {
				const module = await window.Stagecraft.ready( moduleAlias );
				// A slide transition once the runtime has one; until then the layers' in-animation.
				if ( typeof module.next === 'function' ) {
					await new Promise( ( r ) => setTimeout( r, 1200 ) );
					module.next();
					change = 'slide transition';
				} else {
					change = 'layer in-animation at mount';
				}
			}
			let frames = 0;
			const start = performance.now();
			await new Promise( ( resolve ) => {
				const tick = ( now ) => {
					frames++;
					if ( now - start < windowMs ) {
						window.requestAnimationFrame( tick );
					} else {
						resolve();
					}
				};
				window.requestAnimationFrame( tick );
			} );
			return { frames, ms: performance.now() - start, change };
		},
		[ alias, WINDOW_MS ]
	);
}

export default async function motion( { base } ) {
	const browser = await launch();
	const page = await browser.newPage( {
		viewport: { width: 1440, height: 900 },
	} );
	await page.goto( 'about:blank' );
	const baseline = await countFrames( page, null );
	await page.goto( `${ base }/bench-motion/` );
	const scene = await countFrames( page, 'bench-motion' );
	await browser.close();
	const expected = Math.round( baseline.frames );
	return {
		rows: [
			row(
				`frames in ${ WINDOW_MS } ms: ${ scene.change } (30 layers)`,
				scene.frames,
				{ baseline: baseline.frames }
			),
			row(
				'frames dropped vs the empty page',
				Math.max( 0, expected - scene.frames )
			),
			budgeted(
				'transitionFrameRatio',
				'frame ratio to the empty page',
				scene.frames / baseline.frames
			),
		],
		data: { baseline, scene },
	};
}
