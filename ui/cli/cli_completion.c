/* `boardex --completion bash|zsh`: shell completion scripts written from
 * the command table, each command's options, the words some values take,
 * the preset names and the built-in variants' names: the tables the parser and --help use, so the
 * completions cannot drift from them. */
#include <string.h>

#include "cli.h"
#include "cli_position.h"
#include "game_variant.h"

/* What a value or an argument completes to. */
typedef enum { COMPLETE_NOTHING, COMPLETE_PRESETS, COMPLETE_VARIANTS,
               COMPLETE_WORDS, COMPLETE_FILES } completion_kind;

static completion_kind value_kind(const cli_option *option)
{
    const char *value_name = option->value_name;
    if (option == &CLI_OPT_VARIANT) /* a NAME, of a variant */
        return COMPLETE_VARIANTS;
    /* SPEC (compare --with) is a preset name or Betza: offer the names. */
    if (strcmp(value_name, "NAME") == 0 || strcmp(value_name, "SPEC") == 0)
        return COMPLETE_PRESETS;
    if (strcmp(value_name, "FILE") == 0)
        return COMPLETE_FILES;
    return cli_value_words(value_name) ? COMPLETE_WORDS : COMPLETE_NOTHING;
}

/* A command whose usage starts with FILE (tour FILE) takes file names. */
static bool takes_files(const cli_command *command)
{
    return command->max_args > 0 && strncmp(command->usage, "FILE", 4) == 0;
}

static const cli_command *explore_command(void)
{
    return cli_command_find("explore");
}

static void print_presets(FILE *out, const char *separator)
{
    for (int i = 0; i < piece_preset_count(); i++)
        fprintf(out, "%s%s", i == 0 ? "" : separator, piece_preset_at(i)->name);
}

/* The built-in variants' names, from the model's table. */
static void print_variants(FILE *out, const char *separator)
{
    for (int i = 0; i < game_variant_count(); i++)
        fprintf(out, "%s%s", i == 0 ? "" : separator,
                game_variant_at(i)->name);
}

static void print_words(FILE *out, const char *const *words)
{
    for (int i = 0; words[i] != NULL; i++)
        fprintf(out, "%s%s", i == 0 ? "" : " ", words[i]);
}

/* ---- bash ---- */

static void bash_options(FILE *out, const cli_command *command)
{
    for (const cli_option *const *o = command->options; o && *o; o++)
        fprintf(out, "%s ", (*o)->name);
    fputs("--help", out);
}

/* One case line per option that takes a value: "heatmap --color". */
static void bash_values(FILE *out, const cli_command *command)
{
    for (const cli_option *const *o = command->options; o && *o; o++) {
        const char *value_name = (*o)->value_name;
        if (value_name == NULL)
            continue;
        fprintf(out, "        \"%s %s\") ", command->name, (*o)->name);
        switch (value_kind(*o)) {
        case COMPLETE_PRESETS:
            fputs("words=$presets ;;\n", out);
            break;
        case COMPLETE_VARIANTS:
            fputs("words=$variants ;;\n", out);
            break;
        case COMPLETE_WORDS:
            fputs("words=\"", out);
            print_words(out, cli_value_words(value_name));
            fputs("\" ;;\n", out);
            break;
        case COMPLETE_FILES:
            fputs("_boardex_files; return ;;\n", out);
            break;
        case COMPLETE_NOTHING:
            fprintf(out, "return ;; # %s\n", value_name);
            break;
        }
    }
}

static void print_bash(FILE *out)
{
    fputs("# bash completion for boardex, written by `boardex --completion "
          "bash`\n# from the tables its parser and --help use.\n\n"
          "_boardex_files()\n{\n"
          "    compopt -o filenames 2>/dev/null\n"
          "    mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")\n}\n\n"
          "_boardex()\n{\n"
          "    local cur=${COMP_WORDS[COMP_CWORD]} prev=\"\" command=explore"
          " words=\"\"\n    local presets=\"",
          out);
    print_presets(out, " ");
    fputs("\"\n    local variants=\"", out);
    print_variants(out, " ");
    fputs("\"\n\n"
          "    COMPREPLY=()\n"
          "    [ \"$COMP_CWORD\" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
          "    # bash splits --color=never at the '=' (COMP_WORDBREAKS)\n"
          "    if [ \"$cur\" = \"=\" ]; then\n"
          "        cur=\"\"\n"
          "    elif [ \"$prev\" = \"=\" ] && [ \"$COMP_CWORD\" -gt 1 ]; then\n"
          "        prev=${COMP_WORDS[COMP_CWORD - 2]}\n"
          "    fi\n"
          "    # options alone (boardex --piece bishop) start the explorer\n"
          "    if [ \"$COMP_CWORD\" -gt 1 ] && [[ ${COMP_WORDS[1]} != -* ]]; "
          "then\n"
          "        command=${COMP_WORDS[1]}\n"
          "    fi\n\n"
          "    case \"$command $prev\" in\n",
          out);
    for (int i = 0; i < cli_command_count(); i++)
        bash_values(out, cli_command_at(i));
    fputs("        *)\n"
          "        if [ \"$COMP_CWORD\" -eq 1 ] && [[ $cur != -* ]]; then\n"
          "            words=\"",
          out);
    for (int i = 0; i < cli_command_count(); i++)
        fprintf(out, "%s%s", i == 0 ? "" : " ", cli_command_at(i)->name);
    fputs("\"\n"
          "        elif [ \"$COMP_CWORD\" -eq 1 ]; then\n"
          "            words=\"",
          out);
    bash_options(out, explore_command());
    fputs(" --version\"\n"
          "        elif [[ $cur == -* ]]; then\n"
          "            case \"$command\" in\n",
          out);
    for (int i = 0; i < cli_command_count(); i++) {
        fprintf(out, "            %s) words=\"", cli_command_at(i)->name);
        bash_options(out, cli_command_at(i));
        fputs("\" ;;\n", out);
    }
    fputs("            esac\n"
          "        else\n"
          "            case \"$command\" in\n",
          out);
    for (int i = 0; i < cli_command_count(); i++)
        if (takes_files(cli_command_at(i)))
            fprintf(out, "            %s) _boardex_files; return ;;\n",
                    cli_command_at(i)->name);
    fputs("            esac\n"
          "        fi ;;\n"
          "    esac\n"
          "    mapfile -t COMPREPLY < <(compgen -W \"$words\" -- \"$cur\")\n"
          "}\n\n"
          "complete -F _boardex boardex\n",
          out);
}

/* ---- zsh ---- */

/* Text inside a single-quoted zsh word, brackets escaped for _arguments'
 * [explanation] (the first colon of a _describe entry ends the name; later
 * ones are text). */
static void zsh_text(FILE *out, const char *text)
{
    for (const char *c = text; *c != '\0'; c++) {
        if (*c == '\'')
            fputs("'\\''", out);
        else if (*c == '[' || *c == ']')
            fprintf(out, "\\%c", *c);
        else if (*c == '\n')
            fputc(' ', out);
        else
            fputc(*c, out);
    }
}

static void zsh_option(FILE *out, const cli_option *option)
{
    fprintf(out, " \\\n            '*%s%s[", option->name,
            option->value_name ? "=" : "");
    zsh_text(out, option->help);
    fputc(']', out);
    if (option->value_name != NULL) {
        fprintf(out, ":%s:", option->value_name);
        switch (value_kind(option)) {
        case COMPLETE_PRESETS:
            fputc('(', out);
            print_presets(out, " ");
            fputc(')', out);
            break;
        case COMPLETE_VARIANTS:
            fputc('(', out);
            print_variants(out, " ");
            fputc(')', out);
            break;
        case COMPLETE_WORDS:
            fputc('(', out);
            print_words(out, cli_value_words(option->value_name));
            fputc(')', out);
            break;
        case COMPLETE_FILES:
            fputs("_files", out);
            break;
        case COMPLETE_NOTHING:
            fputc(' ', out);
            break;
        }
    }
    fputc('\'', out);
}

static void zsh_command(FILE *out, const cli_command *command)
{
    fprintf(out, "        %s)\n            _arguments", command->name);
    for (const cli_option *const *o = command->options; o && *o; o++)
        zsh_option(out, *o);
    fputs(" \\\n            '(- *)--help[show this help]'", out);
    if (takes_files(command))
        fputs(" \\\n            '*:FILE:_files'", out);
    else if (command->max_args > 0)
        fputs(" \\\n            '*:argument: '", out);
    fputs(" ;;\n", out);
}

static void print_zsh(FILE *out)
{
    fputs("#compdef boardex\n# zsh completion for boardex, written by "
          "`boardex --completion zsh`\n# from the tables its parser and "
          "--help use.\n\n"
          "_boardex()\n{\n"
          "    local curcontext=$curcontext state line\n"
          "    local -a commands\n"
          "    commands=(\n",
          out);
    for (int i = 0; i < cli_command_count(); i++) {
        const cli_command *command = cli_command_at(i);
        fprintf(out, "        '%s:", command->name);
        zsh_text(out, command->summary);
        fputs("'\n", out);
    }
    fputs("    )\n"
          "    _arguments -C \\\n"
          "        '(- *)--help[list the commands]' \\\n"
          "        '(- *)--version[print the version]' \\\n"
          "        '1: :->command' \\\n"
          "        '*:: :->argument' && return\n"
          "    case $state in\n"
          "    command)\n"
          "        _describe -t commands 'boardex command' commands ;;\n"
          "    argument)\n"
          "        case $line[1] in\n",
          out);
    for (int i = 0; i < cli_command_count(); i++)
        zsh_command(out, cli_command_at(i));
    fputs("        esac ;;\n"
          "    esac\n"
          "}\n\n"
          "_boardex \"$@\"\n",
          out);
}

bool cli_print_completion(const char *shell, FILE *out)
{
    if (strcmp(shell, "bash") == 0)
        print_bash(out);
    else if (strcmp(shell, "zsh") == 0)
        print_zsh(out);
    else
        return false;
    return true;
}
