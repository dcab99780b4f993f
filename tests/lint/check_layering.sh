#!/usr/bin/env bash
# Fails when a folder includes what its layer must not (docs/CONVENTIONS.md "Layers are targets", docs/DESIGN.md
# "Layers of core").
# Usage: check_layering.sh SOURCE_DIR
#        check_layering.sh --self-test   (plants violations in a scratch tree and fails unless each is reported)
set -u

# The rooms of core, lowest first, and which other rooms each may include. A room not in this table is refused, so
# a new room has to be placed in the stack before it can hold code. core/Result.h is everyone's.
declare -A allowed=(
    [domain]=""
    [store]="domain"
    [session]="domain"
    [launch]="domain session"
    [import]="domain store launch"
    [rubric]="domain store"
    [interview]="domain store"
    [baseline]="domain store"
    [cost]="domain store interview"
    [rating]="domain store baseline cost rubric interview"
    [settings]="domain store rating"
    [run]="domain store import session launch rubric interview baseline cost rating settings"
    [cluster]="domain store import session launch rubric interview baseline cost rating settings run"
    [engagement]="domain store import session launch rubric interview baseline cost rating settings run cluster"
    [trust]="domain store import session launch rubric interview baseline cost rating settings run cluster engagement"
    [report]="domain store import session launch rubric interview baseline cost rating settings run cluster engagement
              trust"
    [usecase]="domain store import session launch rubric interview baseline cost rating settings run cluster
               engagement trust report"
    [demo]="domain store import session launch rubric interview baseline cost rating settings run cluster engagement
            trust report usecase"
)

sources() {  # FOLDER: every C++ file under it
    find "$1" -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.hpp' -o -name '*.cc' \) 2>/dev/null | sort
}

status=0
fail() {
    echo "$1"
    status=1
}

# check FOLDER DESCRIPTION REGEX: every #include line under FOLDER matching REGEX is a violation.
check() {
    local folder=$1 what=$2 regex=$3
    [ -d "$folder" ] || return 0
    local hits
    hits=$(grep -rnP --include='*.cpp' --include='*.h' --include='*.hpp' --include='*.cc' \
        "^[[:space:]]*#[[:space:]]*include[[:space:]]*${regex}" "$folder" 2>/dev/null)
    if [ -n "$hits" ]; then
        fail "FORBIDDEN in $folder/ ($what):"
        echo "$hits" | sed 's/^/  /'
    fi
}

check_rooms() {
    local dir room target file line
    for dir in core/*/; do
        room=$(basename "$dir")
        if [ -z "${allowed[$room]+set}" ]; then
            fail "UNPLACED room core/$room/: add it to the table in tests/lint/check_layering.sh and docs/DESIGN.md"
            continue
        fi
        while IFS=: read -r file line target; do
            [ -n "$file" ] || continue
            target=${target#*\"core/}
            target=${target%%/*}
            [ "$target" = "$room" ] && continue
            case " $(echo ${allowed[$room]}) " in
                *" $target "*) ;;
                *) fail "UPWARD include in core/$room/ (may include: ${allowed[$room]:-nothing}): $file:$line: core/$target/" ;;
            esac
        done < <(grep -rnoE --include='*.cpp' --include='*.h' '^[[:space:]]*#[[:space:]]*include[[:space:]]*"core/[a-z_]+/' \
                     "$dir" 2>/dev/null)
    done
}

check_sql() {  # SQL lives in core/store: no other file of core uses QSqlQuery
    local file
    while read -r file; do
        [ -n "$file" ] || continue
        case "$file" in core/store/*) continue ;; esac
        if grep -qE 'QSqlQuery' "$file"; then
            fail "SQL outside core/store: $file uses QSqlQuery (give the query to a repository in core/store)"
        fi
    done < <(sources core)
}

run_checks() {
    # core/: Qt Core and Sql only; nothing of ui, remote or app.
    check core "QtWidgets/QtGui/QtCharts" '[<"](QtWidgets|QtGui|QtCharts|QtPrintSupport|QtSvg)([/>"]|$)'
    check core "widget or painting classes" '[<"](QWidget|QPainter|QApplication|QGuiApplication|QImage|QPixmap|QColor|QFont)'
    check core "libssh" '[<"]libssh/'
    check core "ui/ remote/ app/ headers" '[<"](ui|remote|app)/'
    # Launchers write command lines (quoted with ShellQuote) and read the scheduler's replies; a cluster launcher also
    # sends them over the login connection (RemoteConnection, RemoteCommand). Sessions, prompts and uploads are
    # core/run's and core/cluster's.
    check core/launch "session (but ShellQuote, RemoteConnection, RemoteCommand)" '"core/session/(?!ShellQuote\.h|RemoteConnection\.h|RemoteCommand\.h)'
    check_rooms
    check_sql
    # No SQL outside core: widgets and commands call core's use cases and repositories.
    check ui "SQL (QSqlQuery)" '[<"]QSqlQuery[>"]'
    check app "SQL (QSqlQuery)" '[<"]QSqlQuery[>"]'
    # ui/: talks to remote through interfaces in core.
    check ui "libssh" '[<"]libssh/'
    check ui "remote/ headers" '[<"]remote/'
    check ui "app/ headers" '[<"]app/'
    # remote/: no widgets, no ui.
    check remote "QtWidgets/QtCharts" '[<"](QtWidgets|QtCharts|QWidget)([/>"]|$)'
    check remote "ui/ app/ headers" '[<"](ui|app)/'

    # Dialogs go through the seams tests answer (ui/common/MessageBox, ui/common/FileDialog): no static QFileDialog::get* or
    # QMessageBox calls, which block in a nested event loop and which no test can answer.
    local hits
    hits=$(grep -rnE --include='*.cpp' --include='*.h' \
        'QFileDialog::get|QMessageBox::(warning|critical|information|question|about)\(' ui app 2>/dev/null |
        grep -vE '^ui/common/(MessageBox|FileDialog)\.cpp:')
    if [ -n "$hits" ]; then
        fail "FORBIDDEN static dialogs (use ui/common/MessageBox or ui/common/FileDialog):"
        echo "$hits" | sed 's/^/  /'
    fi

    # GUI continuations go through ui/common/GuiContinuation.h (`future | ui::whileAlive(receiver, fn)`): in Qt 6.4 a
    # .then attached while another thread finishes the future can run twice (the second run crashes on a moved-out
    # promise), and .then(context, ...) also posts into the context from the finishing thread while the GUI thread may
    # be deleting it (issue #38). Refused in ui/ and app/: every .then/.onFailed/.onCanceled.
    hits=$(find ui app -type f \( -name '*.cpp' -o -name '*.h' \) ! -path ui/common/GuiContinuation.h -print0 2>/dev/null |
        xargs -0 -r perl -0777 -ne '
            my $code = $_; $code =~ s{//[^\n]*}{}g;
            while ($code =~ /\.(then|onFailed|onCanceled)\(/g) {
                my $line = 1 + (substr($code, 0, $-[0]) =~ tr/\n//);
                print "$ARGV:$line: .$1( (use future | ui::whileAlive(receiver, ...))\n";
            }')
    if [ -n "$hits" ]; then
        fail "FORBIDDEN GUI continuations (see ui/common/GuiContinuation.h):"
        echo "$hits" | sed 's/^/  /'
    fi
}

# A scratch tree with one planted violation of each kind; the check must report every one of them, and pass on the
# same tree without them.
self_test() {
    local scratch here out rc failures=0
    here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' RETURN
    mkdir -p "$scratch/core/domain" "$scratch/core/store" "$scratch/core/rating" "$scratch/ui" "$scratch/app"
    printf '#pragma once\n#include "core/Result.h"\n' >"$scratch/core/domain/Value.h"
    printf '#include "core/domain/Value.h"\n#include <QSqlQuery>\n' >"$scratch/core/store/Repo.cpp"
    printf '#include "core/store/Repo.h"\n' >"$scratch/core/rating/Rule.cpp"
    # The clean tree passes.
    out=$(cd "$scratch" && bash "$here/check_layering.sh" . 2>&1)
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "self-test: the clean tree failed:"
        echo "$out" | sed 's/^/  /'
        failures=$((failures + 1))
    fi
    plant() {  # FILE CONTENT EXPECTED-WORDS
        local file=$1 content=$2 expect=$3
        mkdir -p "$(dirname "$scratch/$file")"
        printf '%s\n' "$content" >"$scratch/$file"
        out=$(cd "$scratch" && bash "$here/check_layering.sh" . 2>&1)
        rc=$?
        if [ $rc -eq 0 ] || ! grep -qF -- "$expect" <<<"$out"; then
            echo "self-test: planted $file was not reported as \"$expect\" (exit $rc):"
            echo "$out" | sed 's/^/  /'
            failures=$((failures + 1))
        fi
        rm -f "$scratch/$file"
    }
    plant core/domain/Planted.h '#include "core/store/Repo.h"' "UPWARD include in core/domain/"
    plant core/store/Planted.cpp '#include "core/rating/Rule.h"' "UPWARD include in core/store/"
    plant core/rating/Planted.cpp '#include <QSqlQuery>' "SQL outside core/store: core/rating/Planted.cpp"
    plant core/newroom/Planted.cpp '#include "core/domain/Value.h"' "UNPLACED room core/newroom/"
    plant core/rating/Widget.cpp '#include <QWidget>' "widget or painting classes"
    plant ui/Planted.cpp '#include <QSqlQuery>' "FORBIDDEN in ui/ (SQL (QSqlQuery))"
    plant ui/Dialog.cpp 'void f() { QMessageBox::warning(nullptr, {}, {}); }' "FORBIDDEN static dialogs"
    plant ui/Later.cpp 'void f() { future.then(this, [this](int) {}); }' "FORBIDDEN GUI continuations"
    plant ui/Sync.cpp 'void f() { future.then([](int) {}); }' "FORBIDDEN GUI continuations"
    if [ $failures -eq 0 ]; then
        echo "self-test: ok (every planted violation reported, the clean tree passes)"
        return 0
    fi
    echo "self-test: $failures case(s) wrong"
    return 1
}

if [ "${1:-}" = "--self-test" ]; then
    self_test
    exit $?
fi

root=${1:-.}
cd "$root" || exit 2
run_checks
if [ $status -eq 0 ]; then
    echo "layering: ok"
fi
exit $status
