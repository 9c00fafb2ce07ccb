// Motion: frames delivered while a module's slide changes (30 animated layers; the same through a
// 3D transition; 200 characters split by characters), against a plain requestAnimationFrame loop
// on an empty page in the same run.
import { budgeted, launch, round, row } from './lib.mjs';

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

// The measured scenes: each module's second slide enters by module.next().
const SCENES = [
	[ 'bench-motion', '30 animated layers' ],
	[
		'bench-motion-3d',
		'30 animated layers entering by a 3D cube transition',
	],
	[ 'bench-motion-split', '200 characters of text split by characters' ],
];

export default async function motion( { base } ) {
	const browser = await launch();
	const page = await browser.newPage( {
		viewport: { width: 1440, height: 900 },
	} );
	await page.goto( 'about:blank' );
	const baseline = await countFrames( page, null );
	const scenes = {};
	const rows = [];
	for ( const [ alias, what ] of SCENES ) {
		await page.goto( `${ base }/${ alias }/` );
		const scene = await countFrames( page, alias );
		scenes[ alias ] = scene;
		rows.push(
			row(
				`frames in ${ WINDOW_MS } ms: ${ scene.change } (${ what })`,
				scene.frames,
				{ baseline: baseline.frames }
			),
			budgeted(
				'transitionFrameRatio',
				`frame ratio to the empty page (${ what })`,
				round( scene.frames / baseline.frames )
			)
		);
	}
	await browser.close();
	return { rows, data: { baseline, scenes } };
}
