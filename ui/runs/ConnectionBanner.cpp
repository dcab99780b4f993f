#include "ui/runs/ConnectionBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace tb::ui {

ConnectionBanner::ConnectionBanner(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("connectionBanner"));
    setFrameShape(QFrame::StyledPanel);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 6, 8, 6);
    m_icon = new QLabel(this);
    m_icon->setAlignment(Qt::AlignTop);
    row->addWidget(m_icon);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("connectionBannerText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_text, 1);
    m_reconnect = new QPushButton(tr("Re&connect"), this);
    m_reconnect->setObjectName(QStringLiteral("reconnectButton"));
    m_reconnect->setToolTip(tr("Log in to the node again (host key and passphrase as usual); nothing is run"));
    row->addWidget(m_reconnect, 0, Qt::AlignTop);
    m_dismiss = new QPushButton(tr("Dismiss"), this);
    m_dismiss->setObjectName(QStringLiteral("dismissBannerButton"));
    row->addWidget(m_dismiss, 0, Qt::AlignTop);
    m_rekey = new QPushButton(tr("Re-&key node…"), this);
    m_rekey->setObjectName(QStringLiteral("bannerRekeyButton"));
    m_rekey->setToolTip(tr("Record the host key the node presents now, after the provider confirmed it (audited)"));
    row->addWidget(m_rekey, 0, Qt::AlignTop);
    connect(m_rekey, &QPushButton::clicked, this, &ConnectionBanner::rekeyRequested);
    connect(m_reconnect, &QPushButton::clicked, this, &ConnectionBanner::reconnectRequested);
    connect(m_dismiss, &QPushButton::clicked, this, &ConnectionBanner::dismiss);
    setVisible(false);
}

void ConnectionBanner::showState(State state, const QString& headline, const QString& detail) {
    m_state = state;
    if (state == State::Hidden) {
        setVisible(false);
        return;
    }
    QString background, border;
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxWarning;
    switch (state) {
        case State::Lost:
        case State::Reconnecting:
            background = QStringLiteral("#fff4d6");
            border = QStringLiteral("#d9a400");
            break;
        case State::Failed:
        case State::KeyRefused:
            background = QStringLiteral("#fde4e1");
            border = QStringLiteral("#b3261e");
            icon = QStyle::SP_MessageBoxCritical;
            break;
        case State::Reconnected:
            background = QStringLiteral("#e3f4e4");
            border = QStringLiteral("#3a8d40");
            icon = QStyle::SP_DialogApplyButton;
            break;
        case State::Hidden:
            break;
    }
    setStyleSheet(QStringLiteral("QFrame#connectionBanner { background: %1; border: 1px solid %2; border-radius: 4px; }"
                                 "QFrame#connectionBanner QLabel { color: #202020; }")
                      .arg(background, border));
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    QString html = QStringLiteral("<b>%1</b>").arg(headline.toHtmlEscaped());
    if (!detail.isEmpty()) {
        html += QStringLiteral("<br>") + detail.toHtmlEscaped();
    }
    m_text->setText(html);
    m_reconnect->setVisible(state != State::Reconnected && state != State::KeyRefused);
    m_reconnect->setEnabled(state == State::Lost || state == State::Failed);
    m_dismiss->setVisible(state == State::Reconnected);
    m_rekey->setVisible(state == State::KeyRefused);
    setVisible(true);
}

void ConnectionBanner::dismiss() {
    showState(State::Hidden, QString());
}

}  // namespace tb::ui
