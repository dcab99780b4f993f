// placeholder: the CLI dispatcher is written by the foundation work (see CliCommand.h for the command registry)
#include <QCoreApplication>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    return 0;
}
