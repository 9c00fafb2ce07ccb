/**
 * The runner itself: a planted skipped test, a todo, an empty fixture and a database error
 * must each fail a run. The Jest ones are planted in a real Jest run (this project's config,
 * in a temporary folder), so what is counted is what Jest reports.
 */
const { spawnSync } = require( 'node:child_process' );
const {
	mkdtempSync,
	mkdirSync,
	writeFileSync,
	readFileSync,
	rmSync,
} = require( 'node:fs' );
const { join } = require( 'node:path' );
const { tmpdir } = require( 'node:os' );
const {
	jestCounts,
	phpunitCounts,
	playwrightCounts,
	debugLogProblems,
	serverLogProblems,
	total,
} = require( './suite-results' );

const root = join( __dirname, '..', '..' );

/**
 * Runs Jest with this project's config on the given test files, in a folder of their own.
 *
 * @param {Record<string,string>} files Path under src/ → source.
 * @return {{report: object, status: number}} Jest's JSON report and exit status.
 */
function plantedJest( files ) {
	const dir = mkdtempSync( join( tmpdir(), 'stagecraft-planted-' ) );
	try {
		for ( const [ name, source ] of Object.entries( files ) ) {
			mkdirSync( join( dir, 'src' ), { recursive: true } );
			writeFileSync( join( dir, 'src', name ), source );
		}
		const out = join( dir, 'report.json' );
		const run = spawnSync(
			process.execPath,
			[
				require.resolve( 'jest/bin/jest' ),
				'--config',
				join( root, 'jest.config.js' ),
				// One project: each would run the planted files.
				'--selectProjects',
				'everything else (React)',
				'--roots',
				dir,
				'--testMatch',
				'**/*.test.js',
				'--ci',
				'--json',
				`--outputFile=${ out }`,
			],
			{ cwd: root, encoding: 'utf8' }
		);
		return {
			report: JSON.parse( readFileSync( out, 'utf8' ) ),
			status: run.status ?? 1,
		};
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
}

describe( 'the runner fails a run on what proves nothing', () => {
	it( 'counts a planted it.skip and it.todo as failures, and an empty fixture too', () => {
		const cases = join( root, 'src', 'test-support', 'cases' );
		const { report, status } = plantedJest( {
			'passes.test.js': "it( 'passes', () => expect( 1 ).toBe( 1 ) );",
			'skipped.test.js':
				"it( 'runs', () => expect( 1 ).toBe( 1 ) );\nit.skip( 'planted skip', () => {} );",
			'todo.test.js':
				"it( 'runs', () => expect( 1 ).toBe( 1 ) );\nit.todo( 'planted todo' );",
			'empty-fixture.test.js': `const { cases } = require( ${ JSON.stringify(
				cases
			) } );\nconst fixture = { cases: [] };\ncases( fixture.cases, 'planted.json' ).forEach( ( c ) => it( String( c ), () => {} ) );\nit( 'has cases', () => {} );`,
		} );
		expect( report.numPassedTests ).toBeGreaterThanOrEqual( 3 );
		expect( report.numPendingTests ).toBe( 1 );
		expect( report.numTodoTests ).toBe( 1 );
		const counts = jestCounts( report, status );
		// The skip, the todo and the file whose fixture was empty.
		expect( counts.failed ).toBe( 3 );
		expect( total( [ counts ] ).line ).toBe(
			`${ counts.passed } passed, 3 failed`
		);
	}, 120_000 );

	it( 'counts a Jest run that failed without a failing test', () => {
		expect(
			jestCounts(
				{
					numPassedTests: 4,
					numFailedTests: 0,
					numPendingTests: 0,
					numTodoTests: 0,
				},
				1
			).failed
		).toBe( 1 );
		expect( jestCounts( null, 1 ) ).toMatchObject( {
			passed: 0,
			failed: 1,
		} );
	} );

	it( 'counts skipped, warned and erroring PHPUnit tests as failures', () => {
		const xml =
			'<?xml version="1.0"?>\n<testsuites>\n<testsuite name="" tests="10" assertions="30" errors="1" warnings="1" failures="1" skipped="2" time="1">\n</testsuite>\n</testsuites>';
		expect( phpunitCounts( xml, 1 ) ).toMatchObject( {
			passed: 5,
			failed: 5,
		} );
		expect( phpunitCounts( null, 255 ).failed ).toBe( 1 );
	} );

	it( 'counts skipped and flaky Playwright tests as failures', () => {
		expect(
			playwrightCounts(
				{
					stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 1 },
				},
				1
			)
		).toEqual( { passed: 5, failed: 2 } );
	} );

	it( 'fails on a planted database error and on PHP messages in debug.log', () => {
		const log = [
			"[23-Nov-2026 22:00:00 UTC] WordPress database error Table 'stagecraft_test.wp_nope' doesn't exist for query SELECT * FROM wp_nope made by require('wp-blog-header.php'), wp, WP->main",
			'[23-Nov-2026 22:00:01 UTC] PHP Warning:  Undefined array key "x" in /site/wp-content/plugins/stagecraft/php/X.php on line 3',
			'[23-Nov-2026 22:00:02 UTC] PHP Deprecated:  strlen(): Passing null in /x.php on line 1',
			'[23-Nov-2026 22:00:03 UTC] Stagecraft: form submission 12 could not be read (Syntax error).',
		].join( '\n' );
		expect( debugLogProblems( log ) ).toHaveLength( 3 );
		expect( debugLogProblems( log )[ 0 ] ).toContain(
			'WordPress database error'
		);
	} );

	it( "lets through a failed connection only inside the outage test's markers", () => {
		const refused =
			'[24-Nov-2026 01:10:35 UTC] PHP Warning:  mysqli_real_connect(): (HY000/2002): No such file or directory in /x/class-wpdb.php on line 1990';
		const log = [
			refused,
			'[24-Nov-2026 01:10:34 UTC] stagecraft-test: database outage begins',
			refused,
			'[24-Nov-2026 01:10:35 UTC] PHP Warning:  Undefined variable $x in /x.php on line 2',
			'[24-Nov-2026 01:10:36 UTC] stagecraft-test: database outage ends',
			refused,
		].join( '\n' );
		const problems = debugLogProblems( log );
		expect( problems ).toHaveLength( 3 );
		expect( problems[ 1 ] ).toContain( 'Undefined variable' );
	} );

	it( 'fails on anything PHP printed to a server log, and only on that', () => {
		const own = [
			'[2681] [Mon Nov 23 22:29:55 2026] PHP 8.2.36 Development Server (http://127.0.0.1:8951) started',
			'[2681] [Mon Nov 23 22:51:25 2026] 127.0.0.1:58218 Accepted',
			'[2681] [Mon Nov 23 22:51:25 2026] 127.0.0.1:58218 [200]: GET /wp-includes/images/w-logo.png',
			'[2681] [Mon Nov 23 22:51:25 2026] 127.0.0.1:58218 [404]: GET /nope - No such file or directory',
			'[2681] [Mon Nov 23 22:51:25 2026] 127.0.0.1:58218 Closing',
			'[2681] [Mon Nov 23 22:51:25 2026] 127.0.0.1:37380 Closed without sending a request; it was probably just an unused speculative preconnection',
			'',
		];
		expect( serverLogProblems( own.join( '\n' ) ) ).toEqual( [] );
		const planted = [
			...own,
			'sh: 1: /usr/sbin/sendmail: not found',
			'PHP Fatal error:  Uncaught TypeError: strip_tags()',
			'Stack trace:',
			"[23-Nov-2026 22:00:00 UTC] WordPress database error Table 'x' doesn't exist",
		];
		expect( serverLogProblems( planted.join( '\n' ) ) ).toHaveLength( 4 );
	} );

	it( 'splits the counts into behaviours and data rows', () => {
		const xml = [
			'<testsuite name="" tests="4" failures="0" errors="0" skipped="0" warnings="0">',
			'<testcase name="test_alone" />',
			'<testcase name="test_rows with data set #0" />',
			'<testcase name="test_rows with data set &quot;b&quot;" />',
			'<testcase name="test_other" />',
			'</testsuite>',
		].join( '\n' );
		expect( phpunitCounts( xml, 0 ).note ).toBe(
			'2 behaviours, 2 data rows'
		);
		const report = {
			numTotalTests: 4,
			numPassedTests: 4,
			numFailedTests: 0,
			testResults: [
				{
					name: 'a.test.ts',
					assertionResults: [
						{ location: { line: 3 } },
						{ location: { line: 9 } },
						{ location: { line: 9 } },
						{ location: { line: 9 } },
					],
				},
			],
		};
		expect( jestCounts( report, 0 ).note ).toBe(
			'1 behaviours, 3 data rows'
		);
	} );

	it( 'keeps the closing line "N passed, N failed"', () => {
		expect(
			total( [
				{ passed: 3, failed: 0 },
				{ passed: 2, failed: 1 },
			] ).line
		).toBe( '5 passed, 1 failed' );
	} );
} );
