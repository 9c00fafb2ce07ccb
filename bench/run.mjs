// npm run bench [names...]: runs the benchmarks (default all) against the demo site served by
// nginx + php-fpm, prints each figure beside its budget and writes bench/results/<name>.json.
// Measures, never asserts; needs the site set up (npm start or bin/setup).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, sh } from './lib.mjs';
import pageWeight from './page-weight.mjs';
import lab from './lab.mjs';
import motion from './motion.mjs';
import carousel from './carousel.mjs';
import scale from './scale.mjs';
import restLoad from './rest-load.mjs';
import soak from './soak.mjs';
import lighthouseBench from './lighthouse.mjs';

const BENCHES = {
	'page-weight': pageWeight,
	lab,
	motion,
	carousel,
	scale,
	'rest-load': restLoad,
	soak,
	lighthouse: lighthouseBench,
};
const port = Number( process.env.BENCH_PORT ?? 8890 );
const base = `http://127.0.0.1:${ port }`;
const names = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: Object.keys( BENCHES );

for ( const name of names ) {
	if ( ! BENCHES[ name ] ) {
		console.error(
			`unknown benchmark "${ name }"; benchmarks: ${ Object.keys( BENCHES ).join( ', ' ) }`
		);
		process.exit( 2 );
	}
}

sh(
	'-c',
	'source bin/lib.sh && db_start && wp_php "$DEMO_DB" bench/fixtures.php'
);
sh( 'bench/server.sh', 'start', String( port ) );
const verdict = ( pass ) => {
	if ( pass === null ) {
		return '';
	}
	return pass ? 'pass' : 'FAIL';
};
mkdirSync( join( root, 'bench/results' ), { recursive: true } );
const started = Date.now();
try {
	for ( const name of names ) {
		const t0 = Date.now();
		const { rows, data } = await BENCHES[ name ]( { base } );
		const result = {
			name,
			date: new Date().toISOString(),
			seconds: ( Date.now() - t0 ) / 1000,
			rows,
			data,
		};
		writeFileSync(
			join( root, `bench/results/${ name }.json` ),
			JSON.stringify( result, null, 2 ) + '\n'
		);
		console.log( `\n${ name } (${ result.seconds.toFixed( 0 ) } s)` );
		console.table(
			rows.map( ( r ) => ( {
				figure: r.figure,
				value:
					typeof r.value === 'number'
						? +r.value.toFixed( 3 )
						: r.value,
				baseline: r.baseline ?? '',
				ratio: r.ratio ?? '',
				budget: r.budget ?? '',
				'': verdict( r.pass ),
			} ) )
		);
	}
} finally {
	sh( 'bench/server.sh', 'stop', String( port ) );
}
console.log(
	`\nbenchmarks done in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s; results in bench/results/`
);
