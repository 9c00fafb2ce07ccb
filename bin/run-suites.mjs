// Runs the named suites (default: all), counts their tests from each tool's machine-readable
// report, prints a summary and exits non-zero on any failure or on a suite that ran no test.
import { spawnSync } from 'node:child_process';
import {
	mkdirSync,
	readFileSync,
	readdirSync,
	existsSync,
	rmSync,
} from 'node:fs';
import { join } from 'node:path';
import results from './lib/suite-results.js';

const {
	jestCounts,
	phpunitCounts,
	playwrightCounts,
	debugLogProblems,
	serverLogProblems,
	total,
} = results;

const root = new URL( '..', import.meta.url ).pathname;
const out = join( root, '.wp', 'results' );
mkdirSync( out, { recursive: true } );

function run( cmd, args, env = {} ) {
	process.stdout.write( `\n$ ${ cmd } ${ args.join( ' ' ) }\n` );
	const result = spawnSync( cmd, args, {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	return result.status ?? 1;
}

function readJson( file ) {
	return existsSync( file )
		? JSON.parse( readFileSync( file, 'utf8' ) )
		: null;
}

function phpFiles() {
	const r = spawnSync(
		'bash',
		[
			'-c',
			'find php plugin theme bin tests/php blocks -name "*.php" -not -path "*/build/*" -not -path "plugin/php/*"',
		],
		{ cwd: root, encoding: 'utf8' }
	);
	return r.stdout.split( '\n' ).filter( Boolean );
}

/**
 * A suite run by one of our scripts, which writes `{ tests: [ { ok } ], count?, seed? }`.
 *
 * @param {string} name   Suite name (also the report's file name).
 * @param {string} script The script.
 * @return {{passed: number, failed: number, note?: string}} Counts.
 */
function scriptSuite( name, script ) {
	const file = join( out, `${ name }.json` );
	rmSync( file, { force: true } );
	const status = run( 'node', [ script, '--report', file ] );
	const report = readJson( file );
	if ( ! report ) {
		return {
			passed: 0,
			failed: 1,
			note: `${ name } exited ${ status } without a report`,
		};
	}
	const failed = report.tests.filter( ( t ) => ! t.ok ).length;
	return {
		passed: report.tests.length - failed,
		failed: failed + ( status !== 0 && failed === 0 ? 1 : 0 ),
		note: report.count
			? `${ report.count } requests, seed ${ report.seed }`
			: undefined,
	};
}

const suites = {
	// Each linter is one check: it passes when it reports nothing.
	lint() {
		const checks = [
			[
				'eslint',
				() => run( 'npx', [ 'eslint', '--max-warnings=0', '.' ] ),
			],
			[
				'tsc --noEmit',
				() =>
					run( 'npx', [ 'tsc', '--noEmit', '-p', 'tsconfig.json' ] ),
			],
			[
				'php -l',
				() =>
					phpFiles().reduce( ( s, f ) => {
						const r = spawnSync( 'php', [ '-l', f ], {
							cwd: root,
							encoding: 'utf8',
						} );
						if ( r.status !== 0 ) {
							process.stdout.write( r.stdout + r.stderr );
						}
						return s || r.status;
					}, 0 ),
			],
			[
				'phpcs (WordPress Coding Standards)',
				() => run( 'vendor/bin/phpcs', [ '-q', '--report=summary' ] ),
			],
			[
				'phpstan',
				() =>
					run( 'vendor/bin/phpstan', [
						'analyse',
						'--no-progress',
						'--memory-limit=1G',
					] ),
			],
		];
		let passed = 0;
		let failed = 0;
		for ( const [ name, check ] of checks ) {
			const ok = check() === 0;
			process.stdout.write( `${ ok ? 'ok' : 'FAILED' }: ${ name }\n` );
			if ( ok ) {
				passed++;
			} else {
				failed++;
			}
		}
		return { passed, failed };
	},
	jest() {
		const file = join( out, 'jest.json' );
		rmSync( file, { force: true } );
		const status = run( 'npx', [
			'wp-scripts',
			'test-unit-js',
			'--config',
			'jest.config.js',
			'--ci',
			'--json',
			'--testLocationInResults',
			`--outputFile=${ file }`,
		] );
		return jestCounts( readJson( file ), status );
	},
	phpunit() {
		const file = join( out, 'phpunit.xml' );
		rmSync( file, { force: true } );
		const status = run( 'vendor/bin/phpunit', [ '--log-junit', file ] );
		return phpunitCounts(
			existsSync( file ) ? readFileSync( file, 'utf8' ) : null,
			status
		);
	},
	e2e() {
		const file = join( out, 'e2e.json' );
		rmSync( file, { force: true } );
		const status = run(
			'npx',
			[ 'playwright', 'test', '--reporter=list,json' ],
			{ PLAYWRIGHT_JSON_OUTPUT_NAME: file }
		);
		return playwrightCounts( readJson( file ), status );
	},
	// Two PHP nodes behind nginx on one database (tests/scale): edits, rate limits, captcha and
	// proof-of-work answers across nodes, then load; each check is one test.
	scale: () => scriptSuite( 'scale', 'tests/scale/scale.mjs' ),
	// Malformed requests to every route (tests/fuzz): each target is one test, plus one for
	// "nothing logged"; any 5xx fails its target.
	fuzz: () => scriptSuite( 'fuzz', 'tests/fuzz/fuzz.mjs' ),
};

const names = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: Object.keys( suites );
// The site's logs: WordPress's debug.log and each `php -S` server's log. Only what the suites
// append counts, so each file's length is taken before they run.
const logDir = process.env.STAGECRAFT_LOG_DIR ?? join( root, '.wp', 'logs' );
const logFiles = () =>
	existsSync( logDir )
		? readdirSync( logDir ).filter(
				( name ) =>
					name === 'debug.log' || /^server-\d+\.log$/.test( name )
			)
		: [];
const logStart = new Map(
	logFiles().map( ( name ) => [
		name,
		readFileSync( join( logDir, name ) ).length,
	] )
);
const appended = ( name ) =>
	readFileSync( join( logDir, name ) )
		.subarray( logStart.get( name ) ?? 0 )
		.toString( 'utf8' );
const rows = [];
for ( const name of names ) {
	if ( ! suites[ name ] ) {
		console.error(
			`unknown suite "${ name }"; suites: ${ Object.keys( suites ).join( ', ' ) }`
		);
		process.exit( 2 );
	}
	rows.push( { name, ...suites[ name ]() } );
}

// "Never a PHP warning": a PHP message, a database error, or anything PHP printed to a server
// log while the suites ran is a failure.
if (
	[ 'phpunit', 'e2e', 'scale', 'fuzz' ].some( ( n ) => names.includes( n ) )
) {
	const problems = logFiles().flatMap( ( name ) =>
		( name === 'debug.log' ? debugLogProblems : serverLogProblems )(
			appended( name )
		).map( ( line ) => `${ name }: ${ line }` )
	);
	problems
		.slice( 0, 20 )
		.forEach( ( line ) => process.stdout.write( `${ line }\n` ) );
	rows.push( {
		name: 'php log',
		passed: problems.length === 0 ? 1 : 0,
		failed: problems.length === 0 ? 0 : 1,
		note: problems.length
			? `${ problems.length } line(s) from PHP in ${ logDir }`
			: undefined,
	} );
}

process.stdout.write( '\nSummary\n' );
for ( const row of rows ) {
	if ( row.passed + row.failed === 0 ) {
		row.failed = 1;
		row.note = 'ran zero tests';
	}
	process.stdout.write(
		`  ${ row.name.padEnd( 8 ) } ${ row.passed } passed, ${ row.failed } failed${ row.note ? ` (${ row.note })` : '' }\n`
	);
}
const { failed, line } = total( rows );
process.stdout.write( `${ line }\n` );
process.exit( failed > 0 ? 1 : 0 );
