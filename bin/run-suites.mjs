// Runs the named suites (default: all), counts their tests from each tool's machine-readable
// report, prints a summary and exits non-zero on any failure or on a suite that ran no test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

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
			`--outputFile=${ file }`,
		] );
		const report = readJson( file );
		if ( ! report ) {
			return {
				passed: 0,
				failed: 1,
				note: `jest exited ${ status } without a report`,
			};
		}
		return {
			passed: report.numPassedTests,
			failed:
				report.numFailedTests +
				( status !== 0 && report.numFailedTests === 0 ? 1 : 0 ),
		};
	},
	phpunit() {
		const file = join( out, 'phpunit.xml' );
		rmSync( file, { force: true } );
		const status = run( 'vendor/bin/phpunit', [ '--log-junit', file ] );
		if ( ! existsSync( file ) ) {
			return {
				passed: 0,
				failed: 1,
				note: `phpunit exited ${ status } without a report`,
			};
		}
		const xml = readFileSync( file, 'utf8' );
		const top = xml.match( /<testsuite [^>]*>/ );
		if ( ! top ) {
			return { passed: 0, failed: 1, note: 'unreadable phpunit report' };
		}
		const count = ( attr ) =>
			Number(
				top[ 0 ].match( new RegExp( ` ${ attr }="(\\d+)"` ) )?.[ 1 ] ??
					0
			);
		const [ tests, failures, errors, skipped ] = [
			'tests',
			'failures',
			'errors',
			'skipped',
		].map( count );
		// A skipped test proves nothing, so it counts as a failure.
		const failed = failures + errors + skipped;
		return {
			passed: tests - failed,
			failed: failed + ( status !== 0 && failed === 0 ? 1 : 0 ),
		};
	},
	e2e() {
		const file = join( out, 'e2e.json' );
		rmSync( file, { force: true } );
		const status = run(
			'npx',
			[ 'playwright', 'test', '--reporter=list,json' ],
			{ PLAYWRIGHT_JSON_OUTPUT_NAME: file }
		);
		const report = readJson( file );
		if ( ! report ) {
			return {
				passed: 0,
				failed: 1,
				note: `playwright exited ${ status } without a report`,
			};
		}
		const s = report.stats;
		const failed = s.unexpected + s.flaky + s.skipped;
		return {
			passed: s.expected,
			failed: failed + ( status !== 0 && failed === 0 ? 1 : 0 ),
		};
	},
	// Malformed requests to every route (tests/fuzz): each target is one test, plus one for
	// "nothing logged"; any 5xx fails its target.
	fuzz() {
		const file = join( out, 'fuzz.json' );
		rmSync( file, { force: true } );
		const status = run( 'node', [
			'tests/fuzz/fuzz.mjs',
			'--report',
			file,
		] );
		const report = readJson( file );
		if ( ! report ) {
			return {
				passed: 0,
				failed: 1,
				note: `fuzz exited ${ status } without a report`,
			};
		}
		const failed = report.tests.filter( ( t ) => ! t.ok ).length;
		return {
			passed: report.tests.length - failed,
			failed: failed + ( status !== 0 && failed === 0 ? 1 : 0 ),
			note: `${ report.count } requests, seed ${ report.seed }`,
		};
	},
};

const names = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: Object.keys( suites );
const phpLog = join(
	process.env.STAGECRAFT_LOG_DIR ?? join( root, '.wp', 'logs' ),
	'debug.log'
);
const phpLogStart = existsSync( phpLog )
	? readFileSync( phpLog, 'utf8' ).length
	: 0;
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

// "Never a PHP warning": whatever the site logged while the suites ran is a failure.
if ( [ 'phpunit', 'e2e', 'fuzz' ].some( ( n ) => names.includes( n ) ) ) {
	const after = existsSync( phpLog ) ? readFileSync( phpLog, 'utf8' ) : '';
	const problems = after
		.slice( phpLogStart )
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Warning|Notice|Deprecated|Fatal|Parse)/.test( line )
		);
	problems
		.slice( 0, 20 )
		.forEach( ( line ) => process.stdout.write( `${ line }\n` ) );
	rows.push( {
		name: 'php log',
		passed: problems.length === 0 ? 1 : 0,
		failed: problems.length === 0 ? 0 : 1,
		note: problems.length
			? `${ problems.length } PHP messages in ${ phpLog }`
			: undefined,
	} );
}

let passed = 0;
let failed = 0;
process.stdout.write( '\nSummary\n' );
for ( const row of rows ) {
	const empty = row.passed + row.failed === 0;
	if ( empty ) {
		row.failed = 1;
		row.note = 'ran zero tests';
	}
	passed += row.passed;
	failed += row.failed;
	process.stdout.write(
		`  ${ row.name.padEnd( 8 ) } ${ row.passed } passed, ${ row.failed } failed${ row.note ? ` (${ row.note })` : '' }\n`
	);
}
process.stdout.write( `${ passed } passed, ${ failed } failed\n` );
process.exit( failed > 0 ? 1 : 0 );
