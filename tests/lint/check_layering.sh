#!/usr/bin/env bash
# Fails when a folder includes what its layer must not (CONVENTIONS.md "Layers are targets").
# Usage: check_layering.sh SOURCE_DIR
set -u
root=${1:-.}
cd "$root" || exit 2
status=0

# check FOLDER DESCRIPTION REGEX: every #include line under FOLDER matching REGEX is a violation.
check() {
    local folder=$1 what=$2 regex=$3
    [ -d "$folder" ] || return 0
    local hits
    hits=$(grep -rnE --include='*.cpp' --include='*.h' --include='*.hpp' --include='*.cc' \
        "^[[:space:]]*#[[:space:]]*include[[:space:]]*${regex}" "$folder" 2>/dev/null)
    if [ -n "$hits" ]; then
        echo "FORBIDDEN in $folder/ ($what):"
        echo "$hits" | sed 's/^/  /'
        status=1
    fi
}

# core/: Qt Core and Sql only; nothing of ui, remote or app.
check core "QtWidgets/QtGui/QtCharts" '[<"](QtWidgets|QtGui|QtCharts|QtPrintSupport|QtSvg)([/>"]|$)'
check core "widget or painting classes" '[<"](QWidget|QPainter|QApplication|QGuiApplication|QImage|QPixmap|QColor|QFont)'
check core "libssh" '[<"]libssh/'
check core "ui/ remote/ app/ headers" '[<"](ui|remote|app)/'
# Rooms inside core: value types depend on nothing stateful; the transport contract knows nothing of runs or storage;
# launchers only write command lines (quoted with ShellQuote, the one session header they may use) and read the
# scheduler's replies; core/run runs them over a session.
check core/domain "store, session, run, launch" '"core/(store|session|run|launch|usecase)/'
check core/session "store, run, launch, use cases" '"core/(store|run|launch|usecase)/'
check core/launch "store, session (but ShellQuote), run, use cases" '"core/((store|run|usecase)/|session/([^S]|S[^h]))'
check core/store "session, run, launch, use cases, trust" '"core/(session|run|launch|usecase|trust)/'
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

# Dialogs go through the seams tests answer (ui/MessageBox, ui/FileDialog): no static QFileDialog::get* or
# QMessageBox calls, which block in a nested event loop and which no test can answer.
hits=$(grep -rnE --include='*.cpp' --include='*.h' 'QFileDialog::get|QMessageBox::(warning|critical|information|question|about)\(' \
    ui app 2>/dev/null | grep -vE '^ui/(MessageBox|FileDialog)\.cpp:')
if [ -n "$hits" ]; then
    echo "FORBIDDEN static dialogs (use ui/MessageBox or ui/FileDialog):"
    echo "$hits" | sed 's/^/  /'
    status=1
fi

# GUI continuations go through ui/GuiContinuation.h: Qt 6.4's future.then(context, ...) posts into the context from
# the thread that finishes the future and races with the GUI thread deleting it (issue #38). Refused in ui/ and app/:
# any .then/.onFailed/.onCanceled whose first argument is not a lambda (which runs where the future finishes) or
# `ui::guiContext(), ui::whileAlive(`. Across line breaks, since clang-format may break after `.then(`.
hits=$(find ui app -type f \( -name '*.cpp' -o -name '*.h' \) ! -path ui/GuiContinuation.h -print0 2>/dev/null |
    xargs -0 -r perl -0777 -ne '
        my $code = $_; $code =~ s{//[^\n]*}{}g;
        while ($code =~ /\.(then|onFailed|onCanceled)\((?!\s*\[|\s*ui::guiContext\(\),\s*ui::whileAlive\()/g) {
            my $line = 1 + (substr($code, 0, $-[0]) =~ tr/\n//);
            print "$ARGV:$line: .$1( with a context object (use .then(ui::guiContext(), ui::whileAlive(receiver, ...)))\n";
        }')
if [ -n "$hits" ]; then
    echo "FORBIDDEN GUI continuations (see ui/GuiContinuation.h):"
    echo "$hits" | sed 's/^/  /'
    status=1
fi

if [ $status -eq 0 ]; then
    echo "layering: ok"
fi
exit $status
