/* file_replace: a file is replaced whole or not at all, keeps its
 * permissions, and a failed write leaves the old file and no temporary
 * file behind. Files go to a fresh temporary folder. */
#define _XOPEN_SOURCE 700 /* mkdtemp, symlink, mkfifo */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file_replace.h"
#include "folder_test.h"

static char folder[64];

static int make_folder(void **state)
{
    (void)state;
    return test_make_folder(folder, sizeof folder, "replace");
}

static int remove_folder(void **state)
{
    (void)state;
    return test_remove_folder(folder);
}

static void path_of(const char *name, char *out, size_t size)
{
    snprintf(out, size, "%s/%s", folder, name);
}

static void put(const char *path, const char *text)
{
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs(text, out);
    assert_int_equal(fclose(out), 0);
}

static mode_t mode_of(const char *path)
{
    struct stat info;
    assert_int_equal(stat(path, &info), 0);
    return info.st_mode & 07777;
}

static void test_a_new_file_has_the_umask_permissions(void **state)
{
    char path[128], text[64];
    bx_error err;
    (void)state;
    path_of("new.txt", path, sizeof path);
    mode_t before = umask(027);
    assert_int_equal(file_replace(path, "abc\n", 4, &err), BX_OK);
    umask(before);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, "abc\n");
    assert_int_equal(mode_of(path), 0640); /* 0666 less 027 */
    assert_int_equal(test_names_in(folder), 1);
    unlink(path);
}

static void test_a_file_there_keeps_its_permissions(void **state)
{
    char path[128], text[64];
    bx_error err;
    (void)state;
    path_of("old.txt", path, sizeof path);
    put(path, "an old file, longer than the new one\n");
    assert_int_equal(chmod(path, 0604), 0);
    assert_int_equal(file_replace(path, "new\n", 4, &err), BX_OK);
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, "new\n");
    assert_int_equal(mode_of(path), 0604);
    assert_int_equal(test_names_in(folder), 1);
    unlink(path);
}

/* A full disk, made with a file size limit: write fails with EFBIG (with
 * SIGXFSZ ignored, as it would otherwise end the process). */
static void test_a_failed_write_keeps_the_old_file(void **state)
{
    char path[128], text[64];
    static char big[64 * 1024];
    struct rlimit limit, small;
    bx_error err;
    (void)state;
    path_of("kept.txt", path, sizeof path);
    put(path, "keep me\n");
    memset(big, 'x', sizeof big);
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &limit), 0);
    small = limit;
    small.rlim_cur = 4096;
    void (*before)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    bx_status status = file_replace(path, big, sizeof big, &err);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &limit), 0);
    signal(SIGXFSZ, before);
    assert_int_not_equal(status, BX_OK);
    assert_string_equal(err.message, "File too large");
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, "keep me\n");
    assert_int_equal(test_names_in(folder), 1); /* no temporary file left */
    unlink(path);
}

static void test_a_link_stays_a_link(void **state)
{
    char path[128], link[128], text[64];
    struct stat info;
    bx_error err;
    (void)state;
    path_of("target.txt", path, sizeof path);
    path_of("link.txt", link, sizeof link);
    put(path, "old\n");
    assert_int_equal(symlink("target.txt", link), 0);
    assert_int_equal(file_replace(link, "new\n", 4, &err), BX_OK);
    assert_int_equal(lstat(link, &info), 0);
    assert_true(S_ISLNK(info.st_mode));
    test_read_back(path, text, sizeof text);
    assert_string_equal(text, "new\n");
    assert_int_equal(test_names_in(folder), 2);
    unlink(link);
    unlink(path);
}

static void test_what_cannot_be_replaced_is_refused(void **state)
{
    char path[128];
    bx_error err;
    (void)state;
    path_of("fifo", path, sizeof path);
    assert_int_equal(mkfifo(path, 0600), 0);
    assert_int_not_equal(file_replace(path, "x\n", 2, &err), BX_OK);
    assert_string_equal(err.message, "not a regular file");
    unlink(path);
    assert_int_not_equal(file_replace(folder, "x\n", 2, &err), BX_OK);
    assert_string_equal(err.message, "Is a directory");
    path_of("no-such-folder/x.txt", path, sizeof path);
    assert_int_not_equal(file_replace(path, "x\n", 2, &err), BX_OK);
    assert_string_equal(err.message, "No such file or directory");
    assert_int_equal(test_names_in(folder), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_new_file_has_the_umask_permissions),
        cmocka_unit_test(test_a_file_there_keeps_its_permissions),
        cmocka_unit_test(test_a_failed_write_keeps_the_old_file),
        cmocka_unit_test(test_a_link_stays_a_link),
        cmocka_unit_test(test_what_cannot_be_replaced_is_refused),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
