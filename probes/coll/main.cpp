#include "Harness.h"

int main(int argc, char** argv) {
    return tbp::collMain(argc, argv);
}
