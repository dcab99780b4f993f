#pragma once

#include "ui/charts/Renderable.h"

#include <QWidget>

#include <memory>

class QLabel;

namespace tb::ui {

// Shows any Renderable (a sweep chart, the P2P matrix, recipe timing bars) by painting it at the widget's size; an
// empty view shows a one-line placeholder instead.
class RenderableView : public QWidget {
    Q_OBJECT

public:
    explicit RenderableView(QWidget* parent = nullptr);
    ~RenderableView() override;

    void setRenderable(std::unique_ptr<Renderable> item);
    void setPlaceholder(const QString& text);
    Renderable* renderable() const { return m_item.get(); }
    QString placeholder() const { return m_placeholder; }

protected:
    void changeEvent(QEvent* event) override;  // the picture follows a palette change (Preferences' theme)
    void paintEvent(QPaintEvent* event) override;

private:
    std::unique_ptr<Renderable> m_item;
    QString m_placeholder;
};

}  // namespace tb::ui
