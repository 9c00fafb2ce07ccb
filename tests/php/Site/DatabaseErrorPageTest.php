<?php
/**
 * The drop-in for an unreachable database.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\DatabaseErrorPage;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Installed when the site has none, removed only when it is Stagecraft's own.
 */
final class DatabaseErrorPageTest extends IntegrationTestCase {

	public function test_installs_when_absent_removes_only_its_own_copy_and_never_a_site_owners_page(): void {
		$target = WP_CONTENT_DIR . '/db-error.php';
		$source = dirname( __DIR__, 3 ) . '/plugin/db-error.php';
		// The test site links the plugin's page; put the link back whatever happens here.
		$link = is_link( $target ) ? (string) readlink( $target ) : '';
		try {
			if ( '' !== $link ) {
				unlink( $target );
			}
			$this->assertTrue( DatabaseErrorPage::install( $source ) );
			$this->assertFileEquals( $source, $target );
			$this->assertFalse( DatabaseErrorPage::install( $source ), 'an existing page is kept' );
			DatabaseErrorPage::remove();
			$this->assertFileDoesNotExist( $target );

			file_put_contents( $target, "<?php\necho 'The owner\\'s own page';\n" );
			$this->assertFalse( DatabaseErrorPage::install( $source ) );
			DatabaseErrorPage::remove();
			$this->assertStringContainsString( "owner\\'s own page", (string) file_get_contents( $target ) );
			unlink( $target );
		} finally {
			if ( '' !== $link && ! file_exists( $target ) ) {
				symlink( $link, $target );
			}
		}
	}
}
