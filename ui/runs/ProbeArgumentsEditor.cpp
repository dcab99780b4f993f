#include "ui/runs/ProbeArgumentsEditor.h"

#include "ui/runs/HostSweepEstimate.h"

#include "core/session/ShellQuote.h"

#include <QCheckBox>
#include <QEvent>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace tb::ui {

namespace {
const QString kSettingsGroup = QStringLiteral("runPanel/probeArguments/");
const QString kErrorStyle = QStringLiteral("QLabel { color: #b3261e; }");
const QString kBadFieldStyle = QStringLiteral("QLineEdit { border: 1px solid #b3261e; border-radius: 2px; }");
// An ops value that no probe accepts and validate() names as "choose at least one": every box unticked.
const QString kNoOps = QStringLiteral(",");

constexpr ProbeArgumentsEditor::Option kAllOptions[] = {
    ProbeArgumentsEditor::Option::Sizes,  ProbeArgumentsEditor::Option::GemmM,   ProbeArgumentsEditor::Option::GemmN,
    ProbeArgumentsEditor::Option::GemmK,  ProbeArgumentsEditor::Option::Iters,   ProbeArgumentsEditor::Option::Repeats,
    ProbeArgumentsEditor::Option::Warmup, ProbeArgumentsEditor::Option::Backend, ProbeArgumentsEditor::Option::Ranks,
    ProbeArgumentsEditor::Option::Check,  ProbeArgumentsEditor::Option::Ops};

QLabel* messageLabelFor(const QString& name, QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setObjectName(name);
    l->setStyleSheet(kErrorStyle);
    // One line, never wrapped: a wrapped label's height is not what the run panel's splitter reserves, so a second
    // line would be cut. The messages are short and quote at most 20 characters of what was typed.
    l->setWordWrap(false);
    l->setVisible(false);
    return l;
}
}  // namespace

QString ProbeArgumentsEditor::optionName(Option option) {
    switch (option) {
        case Option::Sizes:
            return tr("Sizes");
        case Option::Iters:
            return tr("Iterations");
        case Option::Repeats:
            return tr("Repeats");
        case Option::Warmup:
            return tr("Warm-up");
        case Option::Backend:
            return tr("Backend");
        case Option::Ranks:
            return tr("Ranks");
        case Option::Ops:
            return tr("Operations");
        case Option::Check:
            return tr("Data check");
        case Option::GemmM:
            return tr("M");
        case Option::GemmN:
            return tr("N");
        case Option::GemmK:
            return tr("K");
    }
    return {};
}

ProbeArgumentsEditor::ProbeArgumentsEditor(QWidget* parent) : QGroupBox(parent) {
    setObjectName(QStringLiteral("probeArgumentsEditor"));
    auto* outer = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("probeArgumentsIntro"));
    m_intro->setWordWrap(true);
    outer->addWidget(m_intro);

    m_form = new QWidget(this);
    auto* form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    // Each row: its controls on one line, then the messages of those controls right below them.
    const auto makeRow = [this](const QList<Option>& options) {
        auto* row = new QWidget(m_form);
        auto* v = new QVBoxLayout(row);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        auto* h = new QHBoxLayout;
        v->addLayout(h);
        for (Option o : options) {
            m_messages.insert(o, messageLabelFor(QStringLiteral("message") + core::ProbeArguments::optionFlag(o), row));
        }
        return std::make_pair(row, h);
    };

    auto [sizesRow, sizesLine] = makeRow({Option::Sizes});
    sizesLine->addWidget(addField(Option::Sizes, sizesRow), 3);
    m_sizesHint = new QLabel(sizesRow);
    m_sizesHint->setObjectName(QStringLiteral("sizesHint"));
    sizesLine->addWidget(m_sizesHint, 2);
    m_fields.value(Option::Sizes)
        ->setToolTip(tr("MIN:MAX:xFACTOR (geometric), MIN:MAX:+STEP (arithmetic) or a list A,B,C; K, M, G, T are "
                        "powers of 1024. Empty: the probe's default sweep."));
    form->addRow(optionName(Option::Sizes), sizesRow);
    m_rows.insert(Option::Sizes, sizesRow);

    auto [matrixRow, matrixLine] = makeRow({Option::GemmM, Option::GemmN, Option::GemmK});
    for (Option o : {Option::GemmM, Option::GemmN, Option::GemmK}) {
        matrixLine->addWidget(new QLabel(optionName(o), matrixRow));
        matrixLine->addWidget(addField(o, matrixRow));
    }
    matrixLine->addStretch();
    form->addRow(tr("Matrix"), matrixRow);
    m_rows.insert(Option::GemmM, matrixRow);

    auto [batchRow, batchLine] = makeRow({Option::Iters, Option::Repeats, Option::Warmup});
    for (Option o : {Option::Iters, Option::Repeats, Option::Warmup}) {
        batchLine->addWidget(new QLabel(optionName(o), batchRow));
        batchLine->addWidget(addField(o, batchRow));
    }
    batchLine->addStretch();
    m_fields.value(Option::Iters)->setToolTip(tr("Operations per timed batch."));
    m_fields.value(Option::Repeats)->setToolTip(tr("Timed batches; the median, minimum and maximum are over them."));
    m_fields.value(Option::Warmup)->setToolTip(tr("Untimed batches before timing starts."));
    form->addRow(tr("Timing"), batchRow);
    m_rows.insert(Option::Iters, batchRow);

    auto [deviceRow, deviceLine] = makeRow({Option::Backend, Option::Ranks, Option::Check});
    m_backend = new QComboBox(deviceRow);
    m_backend->setObjectName(QStringLiteral("backendCombo"));
    m_backend->addItem(tr("GPU (default)"), QString());
    m_backend->addItem(tr("host (no GPU)"), QStringLiteral("host"));
    m_backend->setToolTip(
        tr("GPU: measure the node's GPUs. Host: memcpy and one thread per rank, to try a sweep "
           "without a GPU (--backend host)."));
    deviceLine->addWidget(m_backend);
    auto* ranksLabel = new QLabel(optionName(Option::Ranks), deviceRow);
    deviceLine->addWidget(ranksLabel);
    deviceLine->addWidget(addField(Option::Ranks, deviceRow));
    m_fields.value(Option::Ranks)
        ->setToolTip(tr("GPU backend: use the first N GPUs of the node. Host backend: N simulated ranks."));
    m_rows.insert(Option::Ranks, ranksLabel);  // hidden with its field where the probe has no ranks
    m_check = new QCheckBox(tr("Verify the data"), deviceRow);
    m_check->setObjectName(QStringLiteral("dataCheckBox"));
    m_check->setToolTip(tr("Check each copy's or collective's result (off: --no-check)."));
    deviceLine->addWidget(m_check);
    deviceLine->addStretch();
    m_backendHint = new QLabel(deviceRow);
    m_backendHint->setObjectName(QStringLiteral("backendHint"));
    // One short line (a wrapped one is cut by the splitter): it must not widen the run panel either (the estimate's
    // sentence pushed Run and the progress off a 1400 px window). The time comes first; the assumptions are in the
    // tooltip.
    m_backendHint->setWordWrap(false);
    m_backendHint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_backendHint->setMinimumWidth(1);
    static_cast<QVBoxLayout*>(deviceRow->layout())->addWidget(m_backendHint);
    form->addRow(optionName(Option::Backend), deviceRow);
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        readWidgets();
        refresh();
    });
    connect(m_check, &QCheckBox::toggled, this, [this] {
        readWidgets();
        refresh();
    });

    auto [opsRow, opsLine] = makeRow({Option::Ops});
    m_opsRow = opsRow;
    m_opsLayout = new QGridLayout;
    m_opsLayout->setContentsMargins(0, 0, 0, 0);
    opsLine->addLayout(m_opsLayout);
    opsLine->addStretch();
    form->addRow(optionName(Option::Ops), opsRow);

    m_preview = new QPlainTextEdit(m_form);
    m_preview->setObjectName(QStringLiteral("commandPreview"));
    m_preview->setReadOnly(true);
    // Wrapped by wrapCommand, between options: the widget's own wrapping would also break after the "--" of a flag.
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_preview->installEventFilter(this);
    m_preview->setTabChangesFocus(true);
    QFont mono = m_preview->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_preview->setFont(mono);
    // Two lines: the usual command fits without a scroll bar; a longer one scrolls.
    m_preview->setFixedHeight(QFontMetrics(mono).lineSpacing() * 2 + int(2 * m_preview->document()->documentMargin()) +
                              2 * m_preview->frameWidth() + 4);
    m_previewTip =
        tr("Exactly what runs on the node, from the deployed probe folder (named by content hash). Every "
           "argument is quoted for the remote shell.");
    m_preview->setToolTip(m_previewTip);
    form->addRow(tr("Command"), m_preview);

    // Rows appear in the order the messages are checked: keep the message labels under their row's line.
    for (auto it = m_messages.cbegin(); it != m_messages.cend(); ++it) {
        static_cast<QVBoxLayout*>(it.value()->parentWidget()->layout())->addWidget(it.value());
    }
    for (QLineEdit* f : std::as_const(m_fields)) {
        f->setProperty("baseToolTip", f->toolTip());
    }
    outer->addWidget(m_form);
    outer->addStretch();
    load();
    setProbe(QString());
}

QLineEdit* ProbeArgumentsEditor::addField(Option option, QWidget* parent) {
    auto* f = new QLineEdit(parent);
    f->setObjectName(QStringLiteral("field") + core::ProbeArguments::optionFlag(option));
    f->setClearButtonEnabled(option == Option::Sizes);
    if (option != Option::Sizes) {
        f->setMaximumWidth(f->fontMetrics().horizontalAdvance(QStringLiteral("00000000")) + 16);
    }
    m_fields.insert(option, f);
    connect(f, &QLineEdit::textChanged, this, [this] {
        readWidgets();
        refresh();
    });
    return f;
}

core::ProbeArguments& ProbeArgumentsEditor::current() {
    auto it = m_args.find(m_probe);
    if (it == m_args.end()) {
        it = m_args.insert(m_probe, core::ProbeArguments(m_probe));
    }
    return *it;
}

void ProbeArgumentsEditor::setProbe(const QString& probe) {
    m_probe = probe;
    const bool measuring = core::ProbeArguments::measuringProbes().contains(probe);
    m_form->setVisible(measuring);
    if (probe.isEmpty()) {
        setTitle(tr("Probe arguments"));
        m_intro->setText(tr("Select a probe in the list to set its arguments."));
        return;
    }
    setTitle(tr("Arguments of %1").arg(probe));
    if (!measuring) {
        m_intro->setText(tr("%1 reads the node as it is; it has no measurement options.").arg(probe));
        return;
    }
    m_intro->setText(tr("Empty fields use the probe's default, shown in grey."));

    auto* form = static_cast<QFormLayout*>(m_form->layout());
    form->setRowVisible(m_rows.value(Option::Sizes), core::ProbeArguments::applies(probe, Option::Sizes));
    form->setRowVisible(m_rows.value(Option::GemmM), core::ProbeArguments::applies(probe, Option::GemmM));
    const bool ranks = core::ProbeArguments::applies(probe, Option::Ranks);
    m_rows.value(Option::Ranks)->setVisible(ranks);
    m_fields.value(Option::Ranks)->setVisible(ranks);
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        it.value()->setPlaceholderText(core::ProbeArguments::defaultText(probe, it.key()));
    }
    // The operation boxes differ per probe: rebuild them.
    for (QCheckBox* box : std::as_const(m_opBoxes)) {
        delete box;
    }
    m_opBoxes.clear();
    while (m_opsLayout->count() > 0) {
        delete m_opsLayout->takeAt(0);
    }
    int column = 0;
    for (const QString& op : core::ProbeArguments::knownOps(probe)) {
        auto* box = new QCheckBox(op, m_opsRow);
        box->setObjectName(QStringLiteral("op_") + op);
        m_opsLayout->addWidget(box, column / 3, column % 3);
        ++column;
        box->show();  // now, not when the layout's queued show arrives: the row must not paint empty
        m_opBoxes.insert(op, box);
        connect(box, &QCheckBox::toggled, this, [this] {
            readWidgets();
            refresh();
        });
    }
    loadWidgets();
    refresh();
}

void ProbeArgumentsEditor::loadWidgets() {
    m_loading = true;
    const core::ProbeArguments& a = current();
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        it.value()->setText(a.value(it.key()));
    }
    m_backend->setCurrentIndex(a.value(Option::Backend) == QLatin1String("host") ? 1 : 0);
    m_check->setChecked(a.check());
    const QString ops = a.value(Option::Ops);
    const QStringList chosen = ops.split(u',');
    for (auto it = m_opBoxes.cbegin(); it != m_opBoxes.cend(); ++it) {
        it.value()->setChecked(ops.isEmpty() || chosen.contains(it.key()));
    }
    m_loading = false;
}

void ProbeArgumentsEditor::readWidgets() {
    if (m_loading || !core::ProbeArguments::measuringProbes().contains(m_probe)) {
        return;
    }
    core::ProbeArguments& a = current();
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        if (core::ProbeArguments::applies(m_probe, it.key())) {
            a.setValue(it.key(), it.value()->text());
        }
    }
    a.setValue(Option::Backend, m_backend->currentData().toString());
    a.setCheck(m_check->isChecked());
    QStringList chosen;
    for (const QString& op : core::ProbeArguments::knownOps(m_probe)) {
        if (m_opBoxes.value(op) && m_opBoxes.value(op)->isChecked()) {
            chosen << op;
        }
    }
    // All ticked is the probe's default: pass nothing.
    a.setValue(Option::Ops,
               chosen.size() == m_opBoxes.size() ? QString() : (chosen.isEmpty() ? kNoOps : chosen.join(u',')));
    save(m_probe);
    emit argumentsChanged(m_probe);
}

void ProbeArgumentsEditor::refresh() {
    if (!core::ProbeArguments::measuringProbes().contains(m_probe)) {
        return;
    }
    const core::ProbeArguments& a = current();
    QMap<Option, QString> problems;
    for (const auto& p : a.validate()) {
        if (!problems.contains(p.option)) {
            problems.insert(p.option, p.message);
        }
    }
    for (Option o : kAllOptions) {
        const QString message = problems.value(o);
        if (QLabel* l = m_messages.value(o)) {
            // Named: several fields share a row, and the message must say which one it is about.
            l->setText(message.isEmpty() ? QString() : tr("%1: %2").arg(optionName(o), message));
            l->setVisible(!message.isEmpty());
        }
        if (QLineEdit* f = m_fields.value(o)) {
            f->setStyleSheet(message.isEmpty() ? QString() : kBadFieldStyle);
            f->setToolTip(message.isEmpty() ? f->property("baseToolTip").toString() : message);
        }
    }
    if (core::ProbeArguments::applies(m_probe, Option::Sizes)) {
        const QString spec = a.value(Option::Sizes).isEmpty()
                                 ? core::ProbeArguments::defaultText(m_probe, Option::Sizes)
                                 : a.value(Option::Sizes);
        const auto sizes = core::ProbeArguments::parseSizes(spec);
        m_sizesHint->setText(sizes ? core::ProbeArguments::describeSizes(*sizes) : QString());
    }
    const bool host = a.value(Option::Backend) == QLatin1String("host");
    m_fields.value(Option::Ranks)
        ->setPlaceholderText(core::ProbeArguments::defaultText(m_probe, Option::Ranks, a.value(Option::Backend)));
    QString hintTip;
    if (m_probe == QLatin1String("tb-gemm") && host) {
        m_backendHint->setText(tr("tb-gemm measures GPUs only: on the host it reports “unsupported”."));
    } else if (host) {
        QString hint = tr("Host backend: no GPU is measured, the figures are not GPU figures.");
        hintTip = hint;
        const auto estimate = problems.isEmpty() ? HostSweepEstimate::seconds(a) : std::nullopt;
        if (estimate && *estimate >= HostSweepEstimate::kShowAboveSeconds) {
            hint = tr("This sweep takes %1 on the host backend (no GPU measured).")
                       .arg(HostSweepEstimate::describe(*estimate));
            hintTip += u' ' + tr("This sweep takes %1 (estimated at %2 GB/s per rank; a smaller largest size or "
                                 "fewer iterations shorten it).")
                                  .arg(HostSweepEstimate::describe(*estimate))
                                  .arg(HostSweepEstimate::kAssumedBytesPerSecond / 1e9);
        }
        m_backendHint->setText(hint);
    } else {
        m_backendHint->clear();
    }
    m_backendHint->setToolTip(hintTip.isEmpty() ? m_backendHint->text() : hintTip);
    m_backendHint->setVisible(!m_backendHint->text().isEmpty());
    if (problems.isEmpty()) {
        showPreview();
        m_preview->setToolTip(commandLine(m_probe) + QStringLiteral("\n\n") + m_previewTip);
        m_preview->setPlaceholderText(QString());
    } else {
        m_preview->clear();
        m_preview->setToolTip(m_previewTip);
        m_preview->setPlaceholderText(tr("Nothing runs until the marked fields are fixed."));
    }
}

QString ProbeArgumentsEditor::wrapCommand(const QString& program, const QStringList& argv, int columns) {
    // Groups: an option with the values after it; a quoted word that starts with ' is a group of its own.
    QStringList groups{core::ShellQuote::quote(program)};
    for (const QString& word : argv) {
        const QString quoted = core::ShellQuote::quote(word);
        if (word.startsWith(u'-') || groups.size() == 1) {
            groups << quoted;
        } else {
            groups.last() += u' ' + quoted;
        }
    }
    const QString indent = QStringLiteral("  ");
    QStringList lines{groups.first()};
    for (qsizetype i = 1; i < groups.size(); ++i) {
        if (lines.last().size() + 1 + groups.at(i).size() + 2 > columns) {
            lines.last() += QStringLiteral(" \\");
            lines << indent + groups.at(i);
        } else {
            lines.last() += u' ' + groups.at(i);
        }
    }
    return lines.join(u'\n');
}

void ProbeArgumentsEditor::showPreview() {
    const QFontMetrics fm(m_preview->font());
    const int usable = m_preview->viewport()->width() - int(2 * m_preview->document()->documentMargin());
    // Measured over many characters (one advance is rounded), one column spare: a line a pixel too wide would bring a
    // horizontal scroll bar that hides the second line.
    const double advance = std::max(1.0, fm.horizontalAdvance(QString(40, u'0')) / 40.0);
    const int columns = std::max(20, int(usable / advance) - 1);
    m_preview->setPlainText(wrapCommand(m_probe, current().toArgv(), columns));
}

bool ProbeArgumentsEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_preview && event->type() == QEvent::Resize && !m_preview->toPlainText().isEmpty()) {
        showPreview();
    }
    return QGroupBox::eventFilter(watched, event);
}

void ProbeArgumentsEditor::setArguments(const QString& probe, const QStringList& argv) {
    m_args.insert(probe, core::ProbeArguments::fromArgv(probe, argv));
    if (probe == m_probe) {
        setProbe(probe);
    }
    emit argumentsChanged(probe);
}

QStringList ProbeArgumentsEditor::arguments(const QString& probe) const {
    return m_args.value(probe, core::ProbeArguments(probe)).toArgv();
}

bool ProbeArgumentsEditor::isValid(const QString& probe) const {
    return m_args.value(probe, core::ProbeArguments(probe)).isValid();
}

QString ProbeArgumentsEditor::problemSummary(const QString& probe) const {
    const auto problems = m_args.value(probe, core::ProbeArguments(probe)).validate();
    if (problems.isEmpty()) {
        return {};
    }
    return tr("%1 %2: %3").arg(probe, optionName(problems.first().option), problems.first().message);
}

QString ProbeArgumentsEditor::commandLine(const QString& probe) const {
    return m_args.value(probe, core::ProbeArguments(probe)).commandLine(probe);
}

void ProbeArgumentsEditor::save(const QString& probe) const {
    core::ProbeArguments fields = m_args.value(probe, core::ProbeArguments(probe));
    fields.setExtra({});  // set from code, not by the analyst
    if (!fields.isValid()) {
        return;  // keep the last good arguments; the bad text stays on screen with its message
    }
    QSettings settings;
    const QStringList argv = fields.toArgv();
    if (argv.isEmpty()) {
        settings.remove(kSettingsGroup + probe);
    } else {
        settings.setValue(kSettingsGroup + probe, argv);
    }
}

void ProbeArgumentsEditor::load() {
    QSettings settings;
    for (const QString& probe : core::ProbeArguments::measuringProbes()) {
        const QStringList argv = settings.value(kSettingsGroup + probe).toStringList();
        // Read back through the same validation: a hand-edited settings file shows its bad values as refused.
        m_args.insert(probe, core::ProbeArguments::fromArgv(probe, argv));
    }
}

}  // namespace tb::ui
